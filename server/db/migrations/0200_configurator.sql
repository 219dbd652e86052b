-- Product configurator (issue 20): the CRM stand-in's configuration rules as data, and the
-- configurations customers save. Rules: flow cytometry panels (markers, the catalogue's
-- conjugates, instruments with lasers and detectors, spectral overlap pairs, fluorochrome
-- brightness against antigen density) and instrument options with requires/excludes rules.

-- Which catalogue items open which configurator: a panel (markers and fluorochromes) or an
-- instrument (options and accessories). suggested_markers pre-fill a panel kit's builder.
CREATE TABLE configurator_products (
  item_id            text PRIMARY KEY REFERENCES catalog_items (item_id),
  kind               text NOT NULL CHECK (kind IN ('panel', 'instrument')),
  suggested_markers  text[] NOT NULL DEFAULT '{}'
);

-- A cytometer a panel is built for: its lasers and its detectors (a bandpass filter behind one
-- laser, e.g. 530/30 on the 488 nm laser).
CREATE TABLE configurator_lasers (
  instrument_item_id text NOT NULL REFERENCES catalog_items (item_id),
  wavelength_nm      integer NOT NULL CHECK (wavelength_nm > 0),
  name               text NOT NULL,
  PRIMARY KEY (instrument_item_id, wavelength_nm)
);

CREATE TABLE configurator_detectors (
  instrument_item_id text NOT NULL,
  detector_id        text NOT NULL,
  laser_nm           integer NOT NULL,
  center_nm          integer NOT NULL CHECK (center_nm > 0),
  width_nm           integer NOT NULL CHECK (width_nm > 0),
  sort_order         integer NOT NULL,
  PRIMARY KEY (instrument_item_id, detector_id),
  FOREIGN KEY (instrument_item_id, laser_nm)
    REFERENCES configurator_lasers (instrument_item_id, wavelength_nm)
);

-- A marker (antigen) and how densely cells express it: low-density antigens need bright dyes.
CREATE TABLE configurator_markers (
  name            text PRIMARY KEY,
  antigen_density text NOT NULL CHECK (antigen_density IN ('low', 'medium', 'high')),
  sort_order      integer NOT NULL
);

-- A fluorochrome: the lasers that excite it, the wavelength it is read at and its brightness
-- (1 dim to 5 brightest).
CREATE TABLE configurator_fluorochromes (
  name          text PRIMARY KEY,
  lasers_nm     integer[] NOT NULL,
  detection_nm  integer NOT NULL,
  brightness    integer NOT NULL CHECK (brightness BETWEEN 1 AND 5),
  sort_order    integer NOT NULL
);

-- Fluorochrome pairs whose emission spills into each other's detector.
CREATE TABLE configurator_overlaps (
  fluorochrome_a text NOT NULL REFERENCES configurator_fluorochromes (name),
  fluorochrome_b text NOT NULL REFERENCES configurator_fluorochromes (name),
  severity       text NOT NULL CHECK (severity IN ('high', 'moderate')),
  PRIMARY KEY (fluorochrome_a, fluorochrome_b),
  CHECK (fluorochrome_a < fluorochrome_b)
);

-- The catalogue's conjugate for a marker in a fluorochrome (one item per pair).
CREATE TABLE configurator_conjugates (
  marker        text NOT NULL REFERENCES configurator_markers (name),
  fluorochrome  text NOT NULL REFERENCES configurator_fluorochromes (name),
  item_id       text NOT NULL REFERENCES catalog_items (item_id),
  PRIMARY KEY (marker, fluorochrome)
);

-- Stock of the items a configuration may choose: in stock, low stock or made to order.
CREATE TABLE configurator_availability (
  item_id    text PRIMARY KEY REFERENCES catalog_items (item_id),
  status     text NOT NULL CHECK (status IN ('In stock', 'Low stock', 'Made to order')),
  lead_days  integer NOT NULL CHECK (lead_days >= 0)
);

-- An instrument's options, accessories and service plans.
CREATE TABLE configurator_options (
  instrument_item_id text NOT NULL REFERENCES catalog_items (item_id),
  option_item_id     text NOT NULL REFERENCES catalog_items (item_id),
  category           text NOT NULL CHECK (category IN ('Option', 'Accessory', 'Service plan')),
  sort_order         integer NOT NULL,
  PRIMARY KEY (instrument_item_id, option_item_id)
);

-- Compatibility: an option requires or excludes another option of the same instrument.
CREATE TABLE configurator_option_rules (
  instrument_item_id text NOT NULL,
  option_item_id     text NOT NULL,
  rule               text NOT NULL CHECK (rule IN ('requires', 'excludes')),
  target_item_id     text NOT NULL,
  reason             text NOT NULL,
  PRIMARY KEY (instrument_item_id, option_item_id, rule, target_item_id),
  FOREIGN KEY (instrument_item_id, option_item_id)
    REFERENCES configurator_options (instrument_item_id, option_item_id),
  FOREIGN KEY (instrument_item_id, target_item_id)
    REFERENCES configurator_options (instrument_item_id, option_item_id)
);

-- A configuration a contact saved: what they chose (selection), for which item, in which cart.
CREATE TABLE product_configurations (
  id          text PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('panel', 'instrument')),
  item_id     text REFERENCES catalog_items (item_id),
  name        text NOT NULL,
  account_id  text NOT NULL REFERENCES accounts (id),
  contact_id  text NOT NULL REFERENCES contacts (id),
  quote_id    text REFERENCES quotes (id) ON DELETE SET NULL,
  selection   jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_configurations_by_contact ON product_configurations (contact_id);

-- A configured cart line names its configuration; such lines are never merged with plain ones.
ALTER TABLE quote_line_items
  ADD COLUMN configuration_id text REFERENCES product_configurations (id) ON DELETE SET NULL;
