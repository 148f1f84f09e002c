-- Cached catalogue lines carry the running scheme and discount, and a retailer's suggested order
-- value reads the suggestions (docs/decisions/057): their tables move the catalogue version on too.
CREATE TRIGGER "schemes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schemes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "scheme_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scheme_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "discounts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "discount_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discount_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_signals_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_signals"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
