-- Invoices, credit notes and invoice payments (issue 18, billing portal). Numbered 0180 (issue 18,
-- invoices part) so the other issue-18 branches adding migrations do not collide on a version.

CREATE TABLE invoices (
  id               text PRIMARY KEY,
  invoice_number   text NOT NULL UNIQUE,
  account_id       text NOT NULL REFERENCES accounts (id),
  -- 'Invoice' or 'Credit Note' (a credit note's amounts are negative).
  type             text NOT NULL CHECK (type IN ('Invoice', 'Credit Note')),
  -- The CRM's own status; whether an open invoice is overdue is derived from due_date.
  status           text NOT NULL CHECK (status IN ('Open', 'Paid', 'Void')),
  order_number     text,
  po_number        text,
  invoice_date     date NOT NULL,
  due_date         date NOT NULL,
  payment_terms    text NOT NULL,
  currency         text NOT NULL,
  subtotal         numeric(12, 2) NOT NULL,
  freight          numeric(12, 2) NOT NULL DEFAULT 0,
  tax_rate         numeric(6, 3) NOT NULL DEFAULT 0,
  tax_amount       numeric(12, 2) NOT NULL DEFAULT 0,
  total            numeric(12, 2) NOT NULL,
  balance          numeric(12, 2) NOT NULL,
  bill_to          jsonb NOT NULL,
  ship_to          jsonb NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_by_account ON invoices (account_id, invoice_date DESC);

CREATE TABLE invoice_lines (
  id           text PRIMARY KEY,
  invoice_id   text NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  line_number  integer NOT NULL,
  sku          text NOT NULL,
  description  text NOT NULL,
  qty          integer NOT NULL,
  unit_price   numeric(12, 2) NOT NULL,
  discount     numeric(5, 2) NOT NULL DEFAULT 0,
  amount       numeric(12, 2) NOT NULL
);
CREATE INDEX invoice_lines_by_invoice ON invoice_lines (invoice_id);

-- A payment of one or several invoices: historical (wire, check, credit note) or made online by
-- card. One per attempt: the client's idempotency key names it, so a retry or a second click can
-- never make a second payment of the same invoices.
CREATE TABLE invoice_payments (
  id               text PRIMARY KEY,
  receipt_number   text NOT NULL UNIQUE,
  account_id       text NOT NULL REFERENCES accounts (id),
  contact_id       text REFERENCES contacts (id),
  idempotency_key  text UNIQUE,
  method           text NOT NULL CHECK (method IN ('Card', 'Wire transfer', 'Check', 'ACH', 'Credit note')),
  -- Pending: signed for the payment page, no result yet. Paid: applied to its invoices.
  status           text NOT NULL CHECK (status IN ('Pending', 'Paid', 'Declined', 'Voided')),
  currency         text NOT NULL,
  amount           numeric(12, 2) NOT NULL,
  reference        text,
  card_brand       text,
  card_last4       text,
  message          text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  completed_at     timestamptz
);
CREATE INDEX invoice_payments_by_account ON invoice_payments (account_id, created_at DESC);

CREATE TABLE invoice_payment_allocations (
  invoice_payment_id text NOT NULL REFERENCES invoice_payments (id) ON DELETE CASCADE,
  invoice_id         text NOT NULL REFERENCES invoices (id),
  amount             numeric(12, 2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (invoice_payment_id, invoice_id)
);
CREATE INDEX invoice_payment_allocations_by_invoice ON invoice_payment_allocations (invoice_id);

-- The hosted payment page's requests and results also serve invoice payments: a request and its
-- payment are of a quote (checkout) or of an invoice payment (billing), never both.
ALTER TABLE payment_requests
  ALTER COLUMN quote_id DROP NOT NULL,
  ADD COLUMN invoice_payment_id text REFERENCES invoice_payments (id),
  ADD CONSTRAINT payment_requests_one_subject CHECK ((quote_id IS NULL) <> (invoice_payment_id IS NULL));
ALTER TABLE payments
  ALTER COLUMN quote_id DROP NOT NULL,
  ADD COLUMN invoice_payment_id text REFERENCES invoice_payments (id);

CREATE SEQUENCE invoice_receipt_seq START 500001;

-- What the signed request's reference_number was: the quote id (checkout) or the receipt number
-- (invoice payment); the result must carry the same.
ALTER TABLE payment_requests ADD COLUMN reference_number text;
