-- The store's price catalogue and consumers are read from per-process pages kept under the
-- retailer's returns version, like the return lists (docs/decisions/086, 126): every statement
-- that changes a retailer's store categories, brands, products or consumers, or its survey
-- responses, moves it on for that retailer, in the changing transaction.
CREATE TRIGGER "returns_version_store_categories_insert" AFTER INSERT ON "store_categories"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_categories_update" AFTER UPDATE ON "store_categories"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_categories_delete" AFTER DELETE ON "store_categories"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_brands_insert" AFTER INSERT ON "store_brands"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_brands_update" AFTER UPDATE ON "store_brands"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_brands_delete" AFTER DELETE ON "store_brands"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_products_insert" AFTER INSERT ON "store_products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_products_update" AFTER UPDATE ON "store_products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_store_products_delete" AFTER DELETE ON "store_products"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_consumers_insert" AFTER INSERT ON "consumers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_consumers_update" AFTER UPDATE ON "consumers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_consumers_delete" AFTER DELETE ON "consumers"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_survey_responses_insert" AFTER INSERT ON "survey_responses"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_survey_responses_update" AFTER UPDATE ON "survey_responses"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
CREATE TRIGGER "returns_version_survey_responses_delete" AFTER DELETE ON "survey_responses"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "returns_version_by_retailer"();--> statement-breakpoint
-- The surveys a client offers (their questions, which retailers a targeted one is for) are the
-- client's configuration: their changes move its config_version, so a process may keep the open
-- surveys under it (docs/decisions/126).
CREATE TRIGGER "surveys_bump_config_version" AFTER INSERT OR UPDATE OR DELETE ON "surveys"
  FOR EACH ROW EXECUTE FUNCTION "clients_bump_config_version"();--> statement-breakpoint
CREATE FUNCTION "config_version_by_survey"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clients" SET "config_version" = "config_version" + 1
    WHERE "id" IN (SELECT DISTINCT s."client_id" FROM changed c JOIN "surveys" s ON s."id" = c."survey_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "config_version_survey_questions_insert" AFTER INSERT ON "survey_questions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "config_version_by_survey"();--> statement-breakpoint
CREATE TRIGGER "config_version_survey_questions_update" AFTER UPDATE ON "survey_questions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "config_version_by_survey"();--> statement-breakpoint
CREATE TRIGGER "config_version_survey_questions_delete" AFTER DELETE ON "survey_questions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "config_version_by_survey"();--> statement-breakpoint
CREATE TRIGGER "config_version_survey_retailers_insert" AFTER INSERT ON "survey_retailers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "config_version_by_survey"();--> statement-breakpoint
CREATE TRIGGER "config_version_survey_retailers_update" AFTER UPDATE ON "survey_retailers"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "config_version_by_survey"();--> statement-breakpoint
CREATE TRIGGER "config_version_survey_retailers_delete" AFTER DELETE ON "survey_retailers"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "config_version_by_survey"();
