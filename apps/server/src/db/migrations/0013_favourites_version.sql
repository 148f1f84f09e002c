ALTER TABLE "retailer_distributors" ADD COLUMN "favourites_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A retailer's list pages show its favourites from a per-process copy kept under this version, which
-- the session query reads (docs/decisions/057): every statement that changes favourites moves it on
-- for the retailers and distributors it touched, in the changing transaction.
CREATE FUNCTION "favourites_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "retailer_distributors" rd SET "favourites_version" = rd."favourites_version" + 1
  FROM (SELECT DISTINCT "retailer_id", "distributor_id" FROM changed) c
  WHERE rd."retailer_id" = c."retailer_id" AND rd."distributor_id" = c."distributor_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "favourites_version_insert" AFTER INSERT ON "favourites"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "favourites_version_bump"();--> statement-breakpoint
CREATE TRIGGER "favourites_version_update" AFTER UPDATE ON "favourites"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "favourites_version_bump"();--> statement-breakpoint
CREATE TRIGGER "favourites_version_delete" AFTER DELETE ON "favourites"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "favourites_version_bump"();
