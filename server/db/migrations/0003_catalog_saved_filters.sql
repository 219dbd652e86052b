-- Saved catalogue filters (saveECatalogFilters / getSavedFilter, issue 8): a named filter set of a
-- catalogue that a link (?ecfr=<id>) can bring back. Numbered after the issue so parallel
-- branches adding migrations do not collide on a version.
CREATE TABLE catalog_saved_filters (
  id            text PRIMARY KEY,
  storefront_id text,
  catalog_id    text,
  contact_id    text,
  name          text NOT NULL,
  filters       jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
