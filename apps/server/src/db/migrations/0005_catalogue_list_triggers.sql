-- Keeps distributor_products' copies of product columns (0004) equal to the product's: a row takes
-- them from its product when inserted (or when they or its product_id are written), and a change
-- of a product is copied to its rows. Application code never writes these columns
-- (docs/decisions/023).
CREATE FUNCTION "distributor_products_copy_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."category_id", p."sub_category_id", p."brand_id", p."sub_brand_id", p."active"
    INTO NEW."category_id", NEW."sub_category_id", NEW."brand_id", NEW."sub_brand_id", NEW."product_active"
    FROM "products" p WHERE p."id" = NEW."product_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "distributor_products_copy_product"
  BEFORE INSERT OR UPDATE OF "product_id", "category_id", "sub_category_id", "brand_id", "sub_brand_id", "product_active"
  ON "distributor_products"
  FOR EACH ROW EXECUTE FUNCTION "distributor_products_copy_product"();--> statement-breakpoint
CREATE FUNCTION "products_copy_to_distributor_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "distributor_products" SET "category_id" = NEW."category_id", "sub_category_id" = NEW."sub_category_id",
    "brand_id" = NEW."brand_id", "sub_brand_id" = NEW."sub_brand_id", "product_active" = NEW."active"
    WHERE "product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_copy_to_distributor_products" AFTER UPDATE ON "products"
  FOR EACH ROW
  WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."sub_category_id" IS DISTINCT FROM NEW."sub_category_id"
    OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id" OR OLD."sub_brand_id" IS DISTINCT FROM NEW."sub_brand_id"
    OR OLD."active" IS DISTINCT FROM NEW."active")
  EXECUTE FUNCTION "products_copy_to_distributor_products"();
--> statement-breakpoint
-- Statistics for the new columns and indexes (a migration runs in a transaction, so VACUUM, which
-- the visibility map of index-only scans needs after the fill of 0004, is left to autovacuum or
-- an operator: docs/performance.md).
ANALYZE "distributor_products";--> statement-breakpoint
ANALYZE "products";
