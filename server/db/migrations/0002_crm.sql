-- The CRM stand-in's records: accounts, contacts, catalogue, quotes, promo codes, notifications.
-- Ids look like CRM record ids; new records take theirs from crm_record_seq.

-- Starts above every seeded number (quote numbers Q-00001001... are taken by the seed).
CREATE SEQUENCE crm_record_seq START 100000;

CREATE TABLE accounts (
  id                  text PRIMARY KEY,
  name                text NOT NULL,
  account_number      text,
  type                text NOT NULL DEFAULT 'Customer',
  parent_account_id   text REFERENCES accounts (id),
  -- The account an indirect buyer buys through, or a sister account of the same customer.
  related_account_id  text REFERENCES accounts (id),
  is_indirect_buyer   boolean NOT NULL DEFAULT false,
  is_distributor      boolean NOT NULL DEFAULT false,
  is_guest_account    boolean NOT NULL DEFAULT false,
  currency            text NOT NULL DEFAULT 'USD',
  phone               text,
  billing_street      text,
  billing_city        text,
  billing_state       text,
  billing_postal_code text,
  billing_country     text,
  payment_terms       text NOT NULL DEFAULT 'Net 30',
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contacts (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts (id),
  first_name  text NOT NULL,
  last_name   text NOT NULL,
  email       text NOT NULL,
  username    text UNIQUE,
  phone       text,
  title       text,
  -- Mirrors the user's state in the user pool (userActivatedInAWS / userDeactivatedInAWS).
  aws_status  text NOT NULL DEFAULT 'Active',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_by_account ON contacts (account_id);
CREATE INDEX contacts_by_email ON contacts (lower(email));

-- Accounts a contact may act for (spec 001 section 3 "Portal accessible account").
CREATE TABLE portal_accessible_accounts (
  id                 text PRIMARY KEY,
  contact_id         text NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
  related_account_id text NOT NULL REFERENCES accounts (id),
  is_master          boolean NOT NULL DEFAULT false,
  -- 'Portal' for ordinary switching, 'IB' for installed-base mode only.
  portal_context     text NOT NULL DEFAULT 'Portal',
  is_indirect_buyer  boolean NOT NULL DEFAULT false,
  UNIQUE (contact_id, related_account_id, portal_context)
);

CREATE TABLE catalog_groups (
  id   text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE catalogs (
  id               text PRIMARY KEY,
  name             text NOT NULL,
  slug             text NOT NULL UNIQUE,
  catalog_group_id text NOT NULL REFERENCES catalog_groups (id),
  description      text NOT NULL DEFAULT '',
  default_page_size integer NOT NULL DEFAULT 24,
  active           boolean NOT NULL DEFAULT true
);

CREATE TABLE storefront_catalogs (
  storefront_id text NOT NULL REFERENCES storefronts (storefront_id) ON DELETE CASCADE,
  catalog_id    text NOT NULL REFERENCES catalogs (id),
  PRIMARY KEY (storefront_id, catalog_id)
);

CREATE TABLE catalog_items (
  item_id                   text PRIMARY KEY,
  catalog_item_id           text NOT NULL UNIQUE,
  catalog_id                text NOT NULL REFERENCES catalogs (id),
  sku                       text NOT NULL UNIQUE,
  title                     text NOT NULL,
  description               text NOT NULL DEFAULT '',
  thumbnail_url             text,
  image_url                 text,
  -- List price in `currency`; other currencies in catalog_item_prices.
  price                     numeric(12, 2) NOT NULL,
  currency                  text NOT NULL DEFAULT 'USD',
  item_group                text NOT NULL,
  configuration_requirement text NOT NULL DEFAULT ''
    CHECK (configuration_requirement IN ('Needs Configuration', 'Suggests Configuration',
      'Upload Configuration', 'Upload', 'Upload Add', 'No Configuration', '')),
  attributes                jsonb NOT NULL DEFAULT '{}'::jsonb,
  friendly_url              text NOT NULL,
  sort_order                integer NOT NULL DEFAULT 0,
  active                    boolean NOT NULL DEFAULT true
);
CREATE INDEX catalog_items_by_catalog ON catalog_items (catalog_id, item_group);

CREATE TABLE catalog_item_prices (
  item_id    text NOT NULL REFERENCES catalog_items (item_id) ON DELETE CASCADE,
  currency   text NOT NULL,
  unit_price numeric(12, 2) NOT NULL,
  PRIMARY KEY (item_id, currency)
);

-- Filterable attribute values per catalogue (attribute name -> values).
CREATE TABLE picklists (
  catalog_id     text NOT NULL REFERENCES catalogs (id),
  attribute_name text NOT NULL,
  label          text NOT NULL,
  value          text NOT NULL,
  sort_order     integer NOT NULL,
  PRIMARY KEY (catalog_id, attribute_name, value)
);

CREATE TABLE quotes (
  id                        text PRIMARY KEY,
  quote_number              text NOT NULL UNIQUE,
  name                      text NOT NULL,
  account_id                text NOT NULL REFERENCES accounts (id),
  contact_id                text REFERENCES contacts (id),
  storefront_id             text,
  catalog_group_id          text,
  status                    text NOT NULL DEFAULT 'Draft',
  is_active                 boolean NOT NULL DEFAULT false,
  is_guest                  boolean NOT NULL DEFAULT false,
  currency                  text NOT NULL DEFAULT 'USD',
  shipping_address          text,
  shipping_address2         text,
  shipping_city             text,
  shipping_state            text,
  shipping_zip              text,
  shipping_country          text,
  shipping_location         text,
  shipping_contact_name     text,
  shipping_email            text,
  shipping_phone            text,
  shipping_carrier          text,
  shipping_service          text,
  shipping_amount           numeric(12, 2) NOT NULL DEFAULT 0,
  customer_shipping_account text,
  ship_to_account_id        text,
  billing_address           text,
  billing_address2          text,
  billing_city              text,
  billing_state             text,
  billing_zip               text,
  billing_country           text,
  billing_contact_name      text,
  billing_email             text,
  billing_phone             text,
  deliver_to_address        text,
  deliver_to_address2       text,
  deliver_to_city           text,
  deliver_to_state          text,
  deliver_to_zip            text,
  deliver_to_country        text,
  deliver_to_contact_name   text,
  deliver_to_email          text,
  deliver_to_phone          text,
  po_number                 text,
  pay_online_terms          text,
  promo_code                text,
  subtotal                  numeric(12, 2) NOT NULL DEFAULT 0,
  discount_total            numeric(12, 2) NOT NULL DEFAULT 0,
  tax_amount                numeric(12, 2) NOT NULL DEFAULT 0,
  tax_committed             boolean NOT NULL DEFAULT false,
  total                     numeric(12, 2) NOT NULL DEFAULT 0,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotes_by_contact ON quotes (contact_id, account_id, is_active);

CREATE TABLE quote_line_items (
  id             text PRIMARY KEY,
  quote_id       text NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  item_id        text NOT NULL REFERENCES catalog_items (item_id),
  qty            integer NOT NULL CHECK (qty > 0),
  unit_price     numeric(12, 2) NOT NULL,
  -- Line discount in percent (customer pricing) and the promo discount amount of the line.
  discount       numeric(5, 2) NOT NULL DEFAULT 0,
  promo_discount numeric(12, 2) NOT NULL DEFAULT 0,
  sort_order     integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_line_items_by_quote ON quote_line_items (quote_id);

CREATE TABLE promo_codes (
  code             text PRIMARY KEY,
  description      text NOT NULL,
  discount_percent numeric(5, 2) NOT NULL,
  min_subtotal     numeric(12, 2) NOT NULL DEFAULT 0,
  catalog_group_id text REFERENCES catalog_groups (id),
  active           boolean NOT NULL DEFAULT true,
  valid_from       date NOT NULL,
  valid_to         date NOT NULL
);

CREATE TABLE notifications (
  id                 text PRIMARY KEY,
  account_id         text NOT NULL REFERENCES accounts (id),
  title              text NOT NULL,
  body               text NOT NULL,
  notification_type  text NOT NULL DEFAULT 'Info',
  target_template_id text,
  record_number      text,
  url                text,
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- A contact's copy of a notification: read and seen state live here.
CREATE TABLE contact_notifications (
  id              text PRIMARY KEY,
  notification_id text NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  contact_id      text NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
  read_date       timestamptz,
  seen_date       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (notification_id, contact_id)
);
