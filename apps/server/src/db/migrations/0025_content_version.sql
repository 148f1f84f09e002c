-- A client's digital content is the same for all its retailers and changes only when the client's
-- staff add or remove media: its changes move the client's config_version, so a process may keep
-- the list's pages under it (docs/decisions/113).
CREATE TRIGGER "digital_content_bump_config_version" AFTER INSERT OR UPDATE OR DELETE ON "digital_content"
  FOR EACH ROW EXECUTE FUNCTION "clients_bump_config_version"();
