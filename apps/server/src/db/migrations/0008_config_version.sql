ALTER TABLE "clients" ADD COLUMN "config_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change of a client's settings or distributors moves the client's config_version on, in the
-- same transaction, so a process that cached them sees the change on its next call: the session
-- query reads the version (docs/decisions/052).
CREATE FUNCTION "clients_bump_config_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "clients" SET "config_version" = "config_version" + 1 WHERE "id" = OLD."client_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."client_id" IS DISTINCT FROM OLD."client_id") THEN
    UPDATE "clients" SET "config_version" = "config_version" + 1 WHERE "id" = NEW."client_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_settings_bump_config_version" AFTER INSERT OR UPDATE OR DELETE ON "client_settings"
  FOR EACH ROW EXECUTE FUNCTION "clients_bump_config_version"();--> statement-breakpoint
CREATE TRIGGER "distributors_bump_config_version" AFTER INSERT OR UPDATE OR DELETE ON "distributors"
  FOR EACH ROW EXECUTE FUNCTION "clients_bump_config_version"();
