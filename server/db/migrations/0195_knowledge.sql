-- Knowledge base and support cases (issue 19, knowledge part). Versions 0195-0199 are this
-- branch's; the parts branch of issue 19 numbers its own.

-- Troubleshooting articles, as a CRM's knowledge object holds them: one row per published
-- version. Only 'Published' articles on the calling storefront's channel are read by customers;
-- 'Internal' ones (field-engineer notes) answer like missing ones.
CREATE TABLE knowledge_articles (
  id              text PRIMARY KEY,
  article_number  text NOT NULL UNIQUE,
  title           text NOT NULL,
  summary         text NOT NULL,
  symptom         text NOT NULL,
  cause           text NOT NULL,
  -- Rich content as authored; sanitized on the way out (server/crm/records/requestHtml.ts).
  content_html    text NOT NULL,
  -- [{title, html}] in order.
  steps           jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{partNumber, description, quantity}]: the spare parts the steps use.
  parts           jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Article numbers of related articles.
  related         text[] NOT NULL DEFAULT '{}',
  instrument_family text NOT NULL,
  models          text[] NOT NULL,
  categories      text[] NOT NULL,
  visibility      text NOT NULL DEFAULT 'Published' CHECK (visibility IN ('Published', 'Internal')),
  -- The storefronts the article is published to.
  channels        text[] NOT NULL,
  version         integer NOT NULL DEFAULT 1,
  helpful_count   integer NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL,
  -- What search ranks on: title and symptom weigh most, then cause and summary, then the body.
  search_vector   tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', symptom), 'A') ||
    setweight(to_tsvector('english', cause || ' ' || summary), 'B') ||
    setweight(to_tsvector('english', content_html), 'C')
  ) STORED
);
CREATE INDEX knowledge_articles_search ON knowledge_articles USING gin (search_vector);

-- Organisations (customer accounts) whose own service desk takes their cases (checkIfBubbleOrg):
-- the storefront then routes a case there instead of opening it with Cellaris support.
CREATE TABLE account_service_desks (
  account_id  text PRIMARY KEY REFERENCES accounts (id),
  desk_name   text NOT NULL,
  email       text NOT NULL,
  phone       text,
  portal_url  text,
  hours       text
);

-- A case's priority (cases are support requests, opened from the knowledge base's case form).
ALTER TABLE support_requests ADD COLUMN priority text;
