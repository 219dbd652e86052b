-- What a guest's catalogue answer is made of (issue 22, "caching of the guest account's
-- catalogue"): catalogues, their items and prices, which storefront sells which catalogue. Any
-- change bumps one revision, which keys every instance's cache of guest catalogue answers
-- (server/crm/records/guestCatalogCache.ts). The epoch changes when the database is rebuilt
-- (db:reset), so a revision number reached again never matches an older cache entry.
CREATE TABLE catalog_revision (
  id       smallint PRIMARY KEY CHECK (id = 1),
  epoch    text NOT NULL DEFAULT gen_random_uuid()::text,
  revision bigint NOT NULL
);
INSERT INTO catalog_revision (id, revision) VALUES (1, 1);

CREATE FUNCTION bump_catalog_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER catalog_groups_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON catalog_groups FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER catalogs_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON catalogs FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER storefront_catalogs_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON storefront_catalogs FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER catalog_items_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON catalog_items FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER catalog_item_prices_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON catalog_item_prices FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER storefronts_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON storefronts FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER accounts_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON accounts FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER contract_price_rules_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON contract_price_rules FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER picklists_catalog_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON picklists FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
