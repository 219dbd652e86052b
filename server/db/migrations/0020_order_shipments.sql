-- Order history (issue 16, My orders): the shipments of an order with the carrier's tracking
-- number, so the list and the detail page can show where a shipped order is. An order may ship in
-- several parcels (back-ordered lines follow later).
CREATE TABLE order_shipments (
  id              text PRIMARY KEY,
  order_id        text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  carrier         text NOT NULL,
  service         text,
  tracking_number text NOT NULL,
  shipped_at      timestamptz NOT NULL,
  delivered_at    timestamptz,
  -- The order lines (line_number) in this parcel; empty means the whole order.
  line_numbers    jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX order_shipments_by_order ON order_shipments (order_id, shipped_at);

-- My orders filters by status and date range within an account.
CREATE INDEX orders_by_account_status ON orders (account_id, status, placed_at DESC);
