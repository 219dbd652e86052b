-- Issue 19: the installed base and the parts catalogue (install-base manager base).

-- An instrument an account owns: what the service area is scoped by.
CREATE TABLE installed_instruments (
  id                text PRIMARY KEY,
  account_id        text NOT NULL REFERENCES accounts (id),
  model_code        text NOT NULL,
  model_name        text NOT NULL,
  product_line      text NOT NULL CHECK (product_line IN ('Flow cytometer', 'Cell sorter', 'Sequencer')),
  serial_number     text NOT NULL UNIQUE,
  install_date      date NOT NULL,
  site              text NOT NULL,
  building_room     text NOT NULL,
  status            text NOT NULL DEFAULT 'Operational'
    CHECK (status IN ('Operational', 'Service due', 'Down')),
  contract_name     text,
  contract_number   text,
  contract_end_date date,
  warranty_end_date date NOT NULL,
  software_version  text NOT NULL
);
CREATE INDEX installed_instruments_by_account ON installed_instruments (account_id);

-- What makes a catalogue item a spare part: its part data (the item itself is in catalog_items,
-- so a part in a cart is an ordinary quote line the cart block shows).
CREATE TABLE parts (
  item_id          text PRIMARY KEY REFERENCES catalog_items (item_id) ON DELETE CASCADE,
  part_number      text NOT NULL UNIQUE,
  category         text NOT NULL,
  availability     text NOT NULL
    CHECK (availability IN ('In stock', 'Limited stock', 'Backordered', 'Obsolete')),
  stock_qty        integer NOT NULL DEFAULT 0,
  lead_time_days   integer NOT NULL DEFAULT 2,
  is_obsolete      boolean NOT NULL DEFAULT false,
  is_kit           boolean NOT NULL DEFAULT false,
  -- The exploded view the part appears in, and its callout there.
  exploded_view_id text,
  callout          integer,
  callout_x        numeric(5, 2),
  callout_y        numeric(5, 2)
);
CREATE INDEX parts_by_category ON parts (category);

-- Which instrument models a part fits.
CREATE TABLE part_models (
  item_id    text NOT NULL REFERENCES parts (item_id) ON DELETE CASCADE,
  model_code text NOT NULL,
  PRIMARY KEY (item_id, model_code)
);
CREATE INDEX part_models_by_model ON part_models (model_code);

-- Superseded / substitute / related parts. 'Superseded': item_id is replaced by related_item_id.
CREATE TABLE part_relations (
  item_id         text NOT NULL REFERENCES parts (item_id) ON DELETE CASCADE,
  related_item_id text NOT NULL REFERENCES parts (item_id) ON DELETE CASCADE,
  relation        text NOT NULL CHECK (relation IN ('Superseded', 'Substitute', 'Related')),
  note            text NOT NULL DEFAULT '',
  PRIMARY KEY (item_id, related_item_id, relation)
);

-- Images of parts and exploded views of assemblies; the body is base64 (loadImageBody chunks it).
CREATE TABLE part_images (
  id           text PRIMARY KEY,
  item_id      text REFERENCES parts (item_id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('Photo', 'Exploded view')),
  title        text NOT NULL,
  file_name    text NOT NULL,
  content_type text NOT NULL,
  width        integer NOT NULL,
  height       integer NOT NULL,
  body_base64  text NOT NULL
);
CREATE INDEX part_images_by_item ON part_images (item_id);

-- Kits and their components; a manager links and unlinks (linkComponent / unlinkKitItem).
CREATE TABLE kit_components (
  kit_item_id       text NOT NULL REFERENCES parts (item_id) ON DELETE CASCADE,
  component_item_id text NOT NULL REFERENCES parts (item_id) ON DELETE CASCADE,
  qty               integer NOT NULL DEFAULT 1 CHECK (qty > 0),
  linked_by         text,
  linked_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kit_item_id, component_item_id),
  CHECK (kit_item_id <> component_item_id)
);

-- A service quote prepared by support for an instrument (takeThisQuote makes it the active cart).
ALTER TABLE quotes
  ADD COLUMN service_instrument_id text REFERENCES installed_instruments (id),
  ADD COLUMN prepared_by          text;
