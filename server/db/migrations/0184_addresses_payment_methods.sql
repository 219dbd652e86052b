-- The account area's shipping preferences and saved cards (issue 18, addresses and payment
-- methods). Numbered apart from the other issue 18 branches (invoices, payments, requests) so that
-- parallel migrations do not collide on a version.

-- The shipping services an account prefers, one of them its default: checkout preselects the
-- default when the quote has no service yet and the service ships to the quote's country.
CREATE TABLE account_shipping_preferences (
  account_id  text NOT NULL REFERENCES accounts (id),
  service_id  text NOT NULL REFERENCES shipping_services (id),
  is_default  boolean NOT NULL DEFAULT false,
  updated_by_contact_id text REFERENCES contacts (id),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, service_id)
);
-- At most one default per account.
CREATE UNIQUE INDEX account_shipping_preferences_one_default
  ON account_shipping_preferences (account_id) WHERE is_default;

-- Requests to save a card without paying (the hosted page's create_payment_token mode), signed by
-- addPaymentMethod: a result is accepted only for a request issued here, for its caller, once.
CREATE TABLE payment_method_requests (
  transaction_uuid  text PRIMARY KEY,
  account_id        text NOT NULL REFERENCES accounts (id),
  contact_id        text NOT NULL REFERENCES contacts (id),
  -- The card brands the page that asked accepts (its configuration); empty: any brand.
  accepted_brands   jsonb NOT NULL DEFAULT '[]'::jsonb,
  make_default      boolean NOT NULL DEFAULT false,
  signed_date_time  timestamptz NOT NULL,
  status            text NOT NULL DEFAULT 'Issued' CHECK (status IN ('Issued', 'Completed')),
  created_at        timestamptz NOT NULL DEFAULT now()
);
