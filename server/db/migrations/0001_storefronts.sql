-- Organisations, storefronts, templates and their blocks, meta items, API users, activity log.
-- Production keeps these in the gateway's own store; locally they live beside the CRM tables.

CREATE TABLE organizations (
  id                text PRIMARY KEY,
  salesforce_org_id text NOT NULL UNIQUE,
  name              text NOT NULL,
  -- ThemeSettings of server/app/theme.ts: colors, fontFamily, headingFontFamily, radius, logoUrl, cssVariables
  theme             jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE storefronts (
  storefront_id    text PRIMARY KEY,
  organization_id  text NOT NULL REFERENCES organizations (id),
  name             text NOT NULL,
  domain           text NOT NULL UNIQUE,
  aws_user_pool_id text NOT NULL,
  client_id        text NOT NULL,
  client_name      text NOT NULL,
  -- Present only on guest-capable storefronts (spec 000 section 1).
  guest_account_id text,
  -- Empty means "derive from the request origin" (server/app/storefrontDirectory.ts).
  resources_domain text NOT NULL DEFAULT '',
  active           boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE templates (
  storefront_id text NOT NULL REFERENCES storefronts (storefront_id) ON DELETE CASCADE,
  template_id   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (storefront_id, template_id)
);

-- One row per block, so a block can be read, versioned and edited on its own.
CREATE TABLE template_blocks (
  block_id        text PRIMARY KEY,
  storefront_id   text NOT NULL,
  template_id     text NOT NULL,
  section         text NOT NULL CHECK (section IN ('Header', 'Content', 'Footer')),
  sort_order      integer NOT NULL,
  component_name  text NOT NULL,
  schema_version  integer NOT NULL DEFAULT 1,
  configuration   jsonb NOT NULL DEFAULT '{}'::jsonb,
  content_json    jsonb,
  custom_js       text,
  custom_css      text,
  layout_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  fields          jsonb NOT NULL DEFAULT '[]'::jsonb,
  actions         jsonb NOT NULL DEFAULT '[]'::jsonb,
  FOREIGN KEY (storefront_id, template_id) REFERENCES templates (storefront_id, template_id) ON DELETE CASCADE
);
CREATE INDEX template_blocks_by_template ON template_blocks (storefront_id, template_id);

CREATE TABLE meta_items (
  id              text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  storefront_id   text NOT NULL REFERENCES storefronts (storefront_id) ON DELETE CASCADE,
  template_id     text,
  account_id      text,
  key             text NOT NULL,
  value           text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meta_items_by_storefront ON meta_items (storefront_id, created_at, id);

-- Spec 000 section 3 "Customer-organisation API user".
CREATE TABLE customer_org_api_users (
  id                        text PRIMARY KEY,
  salesforce_user_id        text NOT NULL,
  local                     text NOT NULL DEFAULT 'en_US',
  ec_product_users_id       text,
  customer_org_api_users_id text,
  owner                     text
);

-- Spec 000 section 3 "Activity log". `expiry` is epoch seconds (a TTL, as DynamoDB would keep it).
CREATE TABLE activity_log (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  storefront_id     text NOT NULL,
  salesforce_org_id text,
  user_name         text NOT NULL,
  user_pool_id      text,
  expiry            bigint,
  payload           jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_by_storefront ON activity_log (storefront_id, created_at);
