-- Catalogue lists and search on the large catalogue (docs/decisions/023). distributor_products
-- gets copies of the product's category, sub-category, brand, sub-brand and active flag (kept by
-- the triggers of 0005), so lists filter, count and sort one distributor's rows from its own
-- indexes; a (product_id, client_id) key, replacing the product_id key, guarantees a distributor
-- row belongs to its product's client. products gets its name's trigram count for the text
-- search. Existing rows are filled before the indexes are built.
ALTER TABLE "distributor_products" DROP CONSTRAINT "distributor_products_product_id_products_id_fk";--> statement-breakpoint
DROP INDEX "distributor_products_price";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
ALTER TABLE "distributor_products" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "distributor_products" ADD COLUMN "sub_category_id" integer;--> statement-breakpoint
ALTER TABLE "distributor_products" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "distributor_products" ADD COLUMN "sub_brand_id" integer;--> statement-breakpoint
ALTER TABLE "distributor_products" ADD COLUMN "product_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_trigrams" integer GENERATED ALWAYS AS (cardinality(show_trgm(name))) STORED;--> statement-breakpoint
UPDATE "distributor_products" dp SET "category_id" = p."category_id", "sub_category_id" = p."sub_category_id",
  "brand_id" = p."brand_id", "sub_brand_id" = p."sub_brand_id", "product_active" = p."active"
  FROM "products" p WHERE p."id" = dp."product_id";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_client" UNIQUE("id","client_id");--> statement-breakpoint
ALTER TABLE "distributor_products" ADD CONSTRAINT "distributor_products_product_client_fk" FOREIGN KEY ("product_id","client_id") REFERENCES "public"."products"("id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributor_products_available_product" ON "distributor_products" USING btree ("distributor_id","product_id","price","client_id","is_foc","category_id","sub_category_id","brand_id","sub_brand_id") WHERE "distributor_products"."active" and "distributor_products"."product_active";--> statement-breakpoint
CREATE INDEX "distributor_products_available_price" ON "distributor_products" USING btree ("distributor_id","price","product_id","client_id","is_foc","category_id","sub_category_id","brand_id","sub_brand_id") WHERE "distributor_products"."active" and "distributor_products"."product_active";--> statement-breakpoint
CREATE INDEX "distributor_products_available_category" ON "distributor_products" USING btree ("distributor_id","category_id","price","product_id","client_id","is_foc","sub_category_id","brand_id","sub_brand_id") WHERE "distributor_products"."active" and "distributor_products"."product_active";--> statement-breakpoint
CREATE INDEX "distributor_products_available_sub_category" ON "distributor_products" USING btree ("distributor_id","sub_category_id","price","product_id","client_id","is_foc","brand_id","sub_brand_id") WHERE "distributor_products"."active" and "distributor_products"."product_active";--> statement-breakpoint
CREATE INDEX "distributor_products_available_brand" ON "distributor_products" USING btree ("distributor_id","brand_id","price","product_id","client_id","is_foc","category_id","sub_category_id","sub_brand_id") WHERE "distributor_products"."active" and "distributor_products"."product_active";--> statement-breakpoint
CREATE INDEX "products_name_trgm_trigrams" ON "products" USING gin ("name" gin_trgm_ops,"name_trigrams");--> statement-breakpoint
CREATE INDEX "products_client_name_trigrams" ON "products" USING btree ("client_id","name_trigrams");--> statement-breakpoint
CREATE INDEX "products_client_lower_name" ON "products" USING btree ("client_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_client_points" ON "products" USING btree ("client_id","points" DESC NULLS FIRST,"id");
