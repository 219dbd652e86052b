-- The purchase order document a buyer on account terms attaches at checkout (issue 16). Stored in
-- the CRM's document store like the support attachments (0180): chunked uploads, the bytes checked
-- against the type once whole. The file belongs to the quote (and so to the order placed from it);
-- only the quote's owner uploads, replaces or removes it (server/crm/records/ownership.ts).
CREATE TABLE quote_documents (
  id            text PRIMARY KEY,
  upload_id     text NOT NULL,
  quote_id      text NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  account_id    text NOT NULL REFERENCES accounts (id),
  contact_id    text REFERENCES contacts (id),
  file_name     text NOT NULL,
  content_type  text NOT NULL,
  size          integer NOT NULL,
  chunk_count   integer NOT NULL,
  body          bytea,
  complete      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- The browser's key for the file: a retried chunk replaces itself.
  UNIQUE (quote_id, upload_id)
);

CREATE TABLE quote_document_chunks (
  file_id      text NOT NULL REFERENCES quote_documents (id) ON DELETE CASCADE,
  chunk_index  integer NOT NULL,
  data         bytea NOT NULL,
  PRIMARY KEY (file_id, chunk_index)
);

-- The quote's PO document (po_document_name, 0016, is its file name as the checkout shows it).
ALTER TABLE quotes
  ADD COLUMN po_document_id text REFERENCES quote_documents (id) ON DELETE SET NULL;
