-- Support requests (cases) with their activity and attachments (issue 18, support part).
-- Numbered 0180 ("issue 18, part 0") rather than 0018: the other parts of issue 18 are built on
-- parallel branches, and a migration's number is its primary key in schema_migrations.

-- The request numbers the customer sees and the detail route takes (REQ-00077).
CREATE SEQUENCE support_request_number_seq START 1;

CREATE TABLE support_requests (
  id               text PRIMARY KEY,
  request_number   text NOT NULL UNIQUE,
  account_id       text NOT NULL REFERENCES accounts (id),
  -- Who opened it: a portal user sees their own requests, a manager every request of the account.
  contact_id       text REFERENCES contacts (id),
  type             text NOT NULL,
  subject          text NOT NULL,
  status           text NOT NULL CHECK (status IN ('New', 'In Progress', 'Waiting on Customer', 'Closed')),
  -- Sanitized HTML (server/crm/records/requestHtml.ts); never shown without sanitizing again.
  description_html text NOT NULL,
  -- The instrument (a catalogue item) or the order the request is about, when relevant.
  related_item_id  text,
  related_order_id text,
  related_label    text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  closed_at        timestamptz,
  -- Who wrote in through the public contact form (createRecord Case) without an account of theirs.
  web_name         text,
  web_email        text,
  -- The browser's key for the draft it sent: a retried create answers the request it made.
  draft_id         text,
  UNIQUE (contact_id, draft_id)
);
CREATE INDEX support_requests_by_account ON support_requests (account_id, updated_at DESC);

-- Files stored in the CRM's document store (ContentVersion). An upload arrives in chunks (the
-- gateway takes small bodies); a file is staged (request_id null) until a request or a comment
-- takes it, and only its uploader may attach it.
CREATE TABLE support_request_files (
  id            text PRIMARY KEY,
  upload_id     text NOT NULL,
  account_id    text NOT NULL REFERENCES accounts (id),
  contact_id    text REFERENCES contacts (id),
  request_id    text REFERENCES support_requests (id),
  file_name     text NOT NULL,
  content_type  text NOT NULL,
  size          integer NOT NULL,
  chunk_count   integer NOT NULL,
  body          bytea,
  complete      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contact_id, upload_id)
);
CREATE INDEX support_request_files_by_request ON support_request_files (request_id);

-- The chunks of an upload until its last one arrives; then they become the file's body.
CREATE TABLE support_request_file_chunks (
  file_id      text NOT NULL REFERENCES support_request_files (id) ON DELETE CASCADE,
  chunk_index  integer NOT NULL,
  data         bytea NOT NULL,
  PRIMARY KEY (file_id, chunk_index)
);

-- What happened on a request, in time order: comments (customer or support), status changes and
-- attachments added.
CREATE TABLE support_request_activities (
  id            text PRIMARY KEY,
  request_id    text NOT NULL REFERENCES support_requests (id),
  kind          text NOT NULL CHECK (kind IN ('comment', 'status', 'attachment')),
  -- 'customer' or 'support'.
  author_role   text NOT NULL CHECK (author_role IN ('customer', 'support')),
  author_name   text NOT NULL,
  author_contact_id text REFERENCES contacts (id),
  body_html     text,
  from_status   text,
  to_status     text,
  file_id       text REFERENCES support_request_files (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Activities of one instant keep the order they were written in.
  seq           bigserial
);
CREATE INDEX support_request_activities_by_request ON support_request_activities (request_id, created_at, seq);
