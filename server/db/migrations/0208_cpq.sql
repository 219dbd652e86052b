-- Quote configuration (CPQ, issue 20): instrument bundles with their options, accessories,
-- consumable starter kits and service plans, quantity breaks, account contract prices, and the
-- configuration and discount approval of each CPQ quote. A CPQ quote is a quotes row with lines,
-- so makeActiveCart turns it into the cart unchanged (docs/decisions.md, "CPQ").

-- A bundle sells one instrument with what goes with it. The discount limits: a manager's request
-- up to auto_approve_percent is approved at once, up to max_percent the sales desk decides
-- (approving up to desk_approve_percent), above max_percent it cannot be requested.
CREATE TABLE cpq_bundles (
  id                    text PRIMARY KEY,
  name                  text NOT NULL,
  summary               text NOT NULL,
  instrument_item_id    text NOT NULL REFERENCES catalog_items (item_id),
  max_instruments       integer NOT NULL CHECK (max_instruments > 0),
  auto_approve_percent  numeric(5, 2) NOT NULL,
  desk_approve_percent  numeric(5, 2) NOT NULL,
  max_percent           numeric(5, 2) NOT NULL,
  min_reason_length     integer NOT NULL DEFAULT 15,
  sort_order            integer NOT NULL,
  active                boolean NOT NULL DEFAULT true,
  CHECK (auto_approve_percent <= desk_approve_percent AND desk_approve_percent <= max_percent)
);

CREATE TABLE cpq_bundle_components (
  id           text PRIMARY KEY,
  bundle_id    text NOT NULL REFERENCES cpq_bundles (id),
  item_id      text NOT NULL REFERENCES catalog_items (item_id),
  kind         text NOT NULL CHECK (kind IN ('option', 'accessory', 'starterKit')),
  description  text NOT NULL,
  default_qty  integer NOT NULL DEFAULT 0 CHECK (default_qty >= 0),
  max_qty      integer NOT NULL CHECK (max_qty >= default_qty AND max_qty > 0),
  sort_order   integer NOT NULL
);
CREATE INDEX cpq_bundle_components_by_bundle ON cpq_bundle_components (bundle_id, sort_order);

-- A service plan level of a bundle; the item is the catalogue's 12-month plan.
CREATE TABLE cpq_service_plans (
  id           text PRIMARY KEY,
  bundle_id    text NOT NULL REFERENCES cpq_bundles (id),
  item_id      text NOT NULL REFERENCES catalog_items (item_id),
  level        text NOT NULL,
  description  text NOT NULL,
  sort_order   integer NOT NULL
);
CREATE INDEX cpq_service_plans_by_bundle ON cpq_service_plans (bundle_id, sort_order);

-- Quantity breaks: from min_qty units an item's list price is percent_off lower.
CREATE TABLE cpq_price_tiers (
  item_id      text NOT NULL REFERENCES catalog_items (item_id),
  min_qty      integer NOT NULL CHECK (min_qty > 1),
  percent_off  numeric(5, 2) NOT NULL CHECK (percent_off > 0 AND percent_off < 100),
  PRIMARY KEY (item_id, min_qty)
);

-- An account's negotiated unit prices (in the account's currency) while the contract runs.
CREATE TABLE cpq_contract_prices (
  account_id       text NOT NULL REFERENCES accounts (id),
  item_id          text NOT NULL REFERENCES catalog_items (item_id),
  contract_number  text NOT NULL,
  unit_price       numeric(12, 2) NOT NULL CHECK (unit_price > 0),
  valid_to         date NOT NULL,
  PRIMARY KEY (account_id, item_id)
);

-- The configuration behind a CPQ quote and its discount request.
CREATE TABLE cpq_quotes (
  quote_id          text PRIMARY KEY REFERENCES quotes (id) ON DELETE CASCADE,
  bundle_id         text NOT NULL REFERENCES cpq_bundles (id),
  selection         jsonb NOT NULL,
  valid_until       date NOT NULL,
  discount_percent  numeric(5, 2) NOT NULL DEFAULT 0,
  discount_reason   text,
  approval_state    text NOT NULL DEFAULT 'None'
    CHECK (approval_state IN ('None', 'Pending', 'Approved', 'Rejected')),
  requested_by      text REFERENCES contacts (id),
  requested_at      timestamptz,
  decided_at        timestamptz,
  decision_note     text
);
CREATE INDEX cpq_quotes_pending ON cpq_quotes (requested_at) WHERE approval_state = 'Pending';
