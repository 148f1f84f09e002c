CREATE TABLE "consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'P' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "consumers_status" CHECK ("consumers"."status" in ('P', 'A', 'R'))
);
--> statement-breakpoint
CREATE TABLE "store_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"vendor" text NOT NULL,
	"type" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_assets_kind" CHECK ("store_assets"."kind" in ('Display', 'Asset'))
);
--> statement-breakpoint
CREATE TABLE "store_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sku_code" text NOT NULL,
	"sku_name" text NOT NULL,
	"mrp_price" numeric(8, 2) NOT NULL,
	"sell_price" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_prices" CHECK ("store_products"."sell_price" > 0 and "store_products"."sell_price" <= "store_products"."mrp_price")
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_assets" ADD CONSTRAINT "store_assets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_assets" ADD CONSTRAINT "store_assets_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_brands" ADD CONSTRAINT "store_brands_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_brands" ADD CONSTRAINT "store_brands_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_brands" ADD CONSTRAINT "store_brands_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_brand_id_store_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."store_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_phone" ON "consumers" USING btree ("retailer_id","phone") WHERE "consumers"."status" <> 'R';--> statement-breakpoint
CREATE INDEX "consumers_list" ON "consumers" USING btree ("retailer_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "store_assets_retailer" ON "store_assets" USING btree ("retailer_id","kind","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_brands_code" ON "store_brands" USING btree ("retailer_id",lower("code"));--> statement-breakpoint
CREATE INDEX "store_brands_category" ON "store_brands" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_categories_code" ON "store_categories" USING btree ("retailer_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "store_products_code" ON "store_products" USING btree ("retailer_id",lower("sku_code"));--> statement-breakpoint
CREATE INDEX "store_products_name" ON "store_products" USING btree ("retailer_id",lower("sku_name"),"id");--> statement-breakpoint
CREATE INDEX "store_products_category" ON "store_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "store_products_brand" ON "store_products" USING btree ("brand_id");