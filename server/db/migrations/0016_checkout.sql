-- Checkout, payment and orders (issue 16). Numbered after the issue so parallel branches adding
-- migrations do not collide on a version.

-- The quote's checkout fields (spec 001 section 3) that 0002 did not hold yet.
ALTER TABLE quotes
  ADD COLUMN bill_to_account_id    text REFERENCES accounts (id),
  ADD COLUMN billing_contact_id    text REFERENCES contacts (id),
  -- A guest's contact (checkoutAccount): guests have no contact record.
  ADD COLUMN buyer_contact_name    text,
  ADD COLUMN buyer_email           text,
  ADD COLUMN buyer_phone           text,
  ADD COLUMN shipping_service_id   text,
  ADD COLUMN payment_method        text CHECK (payment_method IN ('Terms', 'Card')),
  ADD COLUMN saved_card_token      text,
  ADD COLUMN terms_accepted        boolean NOT NULL DEFAULT false,
  ADD COLUMN terms_accepted_at     timestamptz,
  ADD COLUMN po_document_name      text,
  ADD COLUMN special_instructions  text,
  -- Admin-defined checkout form answers (customForm blocks writing to the quote).
  ADD COLUMN custom_fields         jsonb NOT NULL DEFAULT '{}'::jsonb;

-- The account's address book (getLookupRecords on Address; saveAddress).
CREATE TABLE account_addresses (
  id                    text PRIMARY KEY,
  account_id            text NOT NULL REFERENCES accounts (id),
  label                 text NOT NULL,
  address               text NOT NULL,
  address2              text,
  city                  text NOT NULL,
  state                 text,
  zip                   text NOT NULL,
  country               text NOT NULL,
  location              text,
  contact_name          text,
  email                 text,
  phone                 text,
  is_default_shipping   boolean NOT NULL DEFAULT false,
  is_default_billing    boolean NOT NULL DEFAULT false,
  created_by_contact_id text REFERENCES contacts (id),
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_addresses_by_account ON account_addresses (account_id);

CREATE TABLE shipping_carriers (
  code         text PRIMARY KEY,
  name         text NOT NULL,
  tracking_url text NOT NULL,
  sort_order   integer NOT NULL
);

-- A carrier's service with its rates per currency: {"USD": {"base": 18, "perUnit": 1.5, "freeOver": 1000}}.
CREATE TABLE shipping_services (
  id           text PRIMARY KEY,
  carrier_code text NOT NULL REFERENCES shipping_carriers (code),
  name         text NOT NULL,
  -- 'domestic': the ship-from country only (United States); 'international': every other; 'all'.
  coverage     text NOT NULL CHECK (coverage IN ('domestic', 'international', 'all')),
  rates        jsonb NOT NULL,
  min_days     integer NOT NULL,
  max_days     integer NOT NULL,
  cold_chain   boolean NOT NULL DEFAULT false,
  sort_order   integer NOT NULL,
  active       boolean NOT NULL DEFAULT true
);

-- A customer's own carrier account numbers (shipping billed to them, not on the order).
CREATE TABLE account_carrier_accounts (
  account_id     text NOT NULL REFERENCES accounts (id),
  carrier_code   text NOT NULL REFERENCES shipping_carriers (code),
  account_number text NOT NULL,
  PRIMARY KEY (account_id, carrier_code)
);

-- Payment requests signed by generateSignature: one per attempt (transaction uuid), so a result
-- is accepted only for an attempt this CRM issued, for its amount, once.
CREATE TABLE payment_requests (
  transaction_uuid  text PRIMARY KEY,
  quote_id          text NOT NULL REFERENCES quotes (id),
  account_id        text NOT NULL REFERENCES accounts (id),
  contact_id        text REFERENCES contacts (id),
  amount            numeric(12, 2) NOT NULL,
  currency          text NOT NULL,
  transaction_type  text NOT NULL,
  signed_date_time  timestamptz NOT NULL,
  status            text NOT NULL DEFAULT 'Issued' CHECK (status IN ('Issued', 'Completed')),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_requests_by_quote ON payment_requests (quote_id);

-- Results of the hosted payment page, approved and declined alike.
CREATE TABLE payments (
  id               text PRIMARY KEY,
  quote_id         text NOT NULL REFERENCES quotes (id),
  transaction_uuid text NOT NULL UNIQUE REFERENCES payment_requests (transaction_uuid),
  transaction_id   text NOT NULL UNIQUE,
  decision         text NOT NULL,
  reason_code      text NOT NULL,
  message          text NOT NULL,
  status           text NOT NULL CHECK (status IN ('Authorized', 'Declined', 'Captured', 'Voided')),
  amount           numeric(12, 2) NOT NULL,
  currency         text NOT NULL,
  card_brand       text,
  card_last4       text,
  card_expiry      text,
  auth_code        text,
  payment_token    text,
  order_id         text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_by_quote ON payments (quote_id);

-- Cards saved as the provider's tokens (no card number is ever stored here).
CREATE TABLE saved_cards (
  token        text PRIMARY KEY,
  account_id   text NOT NULL REFERENCES accounts (id),
  contact_id   text REFERENCES contacts (id),
  brand        text NOT NULL,
  last4        text NOT NULL,
  expiry       text NOT NULL,
  holder_name  text,
  is_default   boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_cards_by_account ON saved_cards (account_id);

-- Human order numbers: SO-100001, SO-100002...
CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id                        text PRIMARY KEY,
  order_number              text NOT NULL UNIQUE,
  -- A quote becomes at most one order; a second placement answers the first order.
  quote_id                  text NOT NULL UNIQUE REFERENCES quotes (id),
  -- The key of the placement attempt that created it: a retry with it answers the same order.
  idempotency_key           text NOT NULL UNIQUE,
  -- The guest's way back to the confirmation: only the link holds it.
  confirmation_token        text NOT NULL UNIQUE,
  account_id                text NOT NULL REFERENCES accounts (id),
  contact_id                text REFERENCES contacts (id),
  storefront_id             text,
  is_guest                  boolean NOT NULL DEFAULT false,
  status                    text NOT NULL DEFAULT 'Placed',
  currency                  text NOT NULL,
  subtotal                  numeric(12, 2) NOT NULL,
  discount_total            numeric(12, 2) NOT NULL,
  shipping_amount           numeric(12, 2) NOT NULL,
  tax_amount                numeric(12, 2) NOT NULL,
  total                     numeric(12, 2) NOT NULL,
  promo_code                text,
  po_number                 text,
  payment_method            text NOT NULL CHECK (payment_method IN ('Terms', 'Card')),
  payment_id                text REFERENCES payments (id),
  -- Snapshots of the quote at placement: {address, address2, city, ...}.
  shipping                  jsonb NOT NULL,
  billing                   jsonb NOT NULL,
  deliver_to                jsonb NOT NULL,
  buyer                     jsonb NOT NULL,
  shipping_carrier          text,
  shipping_service          text,
  delivery_estimate         text,
  customer_shipping_account text,
  ship_to_account_id        text,
  bill_to_account_id        text,
  special_instructions      text,
  custom_fields             jsonb NOT NULL DEFAULT '{}'::jsonb,
  placed_at                 timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_by_account ON orders (account_id, placed_at DESC);

CREATE TABLE order_lines (
  id             text PRIMARY KEY,
  order_id       text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_number    integer NOT NULL,
  item_id        text NOT NULL REFERENCES catalog_items (item_id),
  sku            text NOT NULL,
  title          text NOT NULL,
  qty            integer NOT NULL,
  unit_price     numeric(12, 2) NOT NULL,
  discount       numeric(5, 2) NOT NULL,
  promo_discount numeric(12, 2) NOT NULL,
  total_price    numeric(12, 2) NOT NULL
);
CREATE INDEX order_lines_by_order ON order_lines (order_id);

-- The development mailbox: messages the product would send (order confirmations). No mail leaves
-- the local stack; the account area's mailbox and the tests read them here.
CREATE TABLE dev_mailbox (
  id          text PRIMARY KEY,
  to_address  text NOT NULL,
  to_name     text,
  subject     text NOT NULL,
  body_text   text NOT NULL,
  account_id  text REFERENCES accounts (id),
  contact_id  text REFERENCES contacts (id),
  order_id    text REFERENCES orders (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_by_address ON dev_mailbox (lower(to_address), created_at DESC);

-- Punchout sessions from the procurement-system stand-in: a quote the buyer fills in the
-- storefront and returns ("shuttle") to the procurement system's form-post address.
CREATE TABLE punchout_sessions (
  id                    text PRIMARY KEY,
  quote_id              text NOT NULL REFERENCES quotes (id),
  contact_id            text REFERENCES contacts (id),
  buyer_cookie          text NOT NULL,
  browser_form_post_url text NOT NULL,
  from_identity         text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  returned_at           timestamptz,
  returned_cart         jsonb
);
CREATE INDEX punchout_sessions_by_quote ON punchout_sessions (quote_id, created_at DESC);

-- The hosted payment page's own records (the provider's side, never read by the CRM): a request's
-- transaction uuid is accepted once, and its vault of card tokens.
CREATE TABLE provider_transactions (
  transaction_uuid text PRIMARY KEY,
  request          jsonb NOT NULL,
  state            text NOT NULL CHECK (state IN ('Open', 'Challenge', 'Completed')),
  card             jsonb,
  result           jsonb,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE provider_tokens (
  token       text PRIMARY KEY,
  brand       text NOT NULL,
  last4       text NOT NULL,
  expiry      text NOT NULL,
  holder_name text,
  -- The test card's behaviour the token stands for (approve, decline, challenge, expired).
  behaviour   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
