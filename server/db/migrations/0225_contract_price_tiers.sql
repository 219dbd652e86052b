-- Quantity tiers in the contract price books (issue 15): a rule applies from min_qty units of a
-- line upwards; the tier with the highest min_qty not above the line's quantity wins, the
-- family's tiers before the book's tiers for every family (''). Existing rules become tier 1.
ALTER TABLE contract_price_rules ADD COLUMN min_qty integer NOT NULL DEFAULT 1 CHECK (min_qty >= 1);
ALTER TABLE contract_price_rules DROP CONSTRAINT contract_price_rules_pkey;
ALTER TABLE contract_price_rules ADD PRIMARY KEY (account_id, item_group, min_qty);

-- A quote line priced by the account's price book keeps the catalogue's list unit price here;
-- the CRM stand-in sets unit_price from the book for the line's quantity whenever a line of the
-- quote changes. NULL: a line priced otherwise (CPQ quote, configuration, service part), whose
-- unit_price is never repriced.
ALTER TABLE quote_line_items ADD COLUMN list_price numeric(12, 2) CHECK (list_price > 0);

-- Plain catalogue lines of open carts become book-priced at their current (list) price; the
-- next change to the cart prices them from the book, and until then they read as they did.
UPDATE quote_line_items l SET list_price = l.unit_price
  FROM quotes q
 WHERE q.id = l.quote_id AND q.is_active AND q.status = 'Draft' AND NOT q.is_guest
   AND l.configuration_id IS NULL AND l.unit_price > 0 AND q.service_instrument_id IS NULL
   AND NOT EXISTS (SELECT 1 FROM cpq_quotes c WHERE c.quote_id = q.id);
