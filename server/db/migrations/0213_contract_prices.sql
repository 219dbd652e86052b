-- Contract price books (issue 15): an account's negotiated discount on the list price, per
-- product family (item_group) or for every family (''); the family's row wins over ''. The CRM
-- stand-in prices catalogue items with it for the account a signed-in customer acts for.
CREATE TABLE contract_price_rules (
  account_id       text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  item_group       text NOT NULL DEFAULT '',
  discount_percent numeric(5, 2) NOT NULL CHECK (discount_percent > 0 AND discount_percent < 100),
  PRIMARY KEY (account_id, item_group)
);
