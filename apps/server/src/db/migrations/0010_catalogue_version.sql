CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that changes what catalogue lists and search answer moves the version on, in
-- the changing transaction (docs/decisions/053). Per statement, not per row: a bulk load bumps it
-- once. Catalogue writes are rare batch work, so one counter for every client is enough.
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "distributor_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "distributor_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "attributes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_values"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_values"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_numbers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_numbers"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
