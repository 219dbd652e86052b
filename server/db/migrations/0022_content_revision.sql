-- What a guest's page is made of (issue 22): storefronts, their organisations, templates, their
-- blocks and meta items. Any change to them bumps one revision, which keys the server's cache of
-- guest pages (server/app/guestPageCache.ts), so a published change is served at once by every
-- instance sharing this database. Statement-level triggers: one bump per statement, however many
-- rows it touched.
CREATE TABLE content_revision (
  id       smallint PRIMARY KEY CHECK (id = 1),
  revision bigint NOT NULL
);
INSERT INTO content_revision (id, revision) VALUES (1, 1);

CREATE FUNCTION bump_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER organizations_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON organizations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
CREATE TRIGGER storefronts_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON storefronts FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
CREATE TRIGGER templates_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON templates FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
CREATE TRIGGER template_blocks_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON template_blocks FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
CREATE TRIGGER meta_items_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON meta_items FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
