CREATE TABLE "reward_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'Multiple' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"distributor_id" integer,
	"entry_date" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"narration" text DEFAULT '' NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_point_entries_sign" CHECK (("reward_point_entries"."kind" = 'REDEEM' and "reward_point_entries"."points" < 0) or ("reward_point_entries"."kind" in ('EARN', 'BONUS', 'REVERSE') and "reward_point_entries"."points" > 0))
);
--> statement-breakpoint
CREATE TABLE "reward_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_products_points" CHECK ("reward_products"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemption_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"redemption_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"qty" integer NOT NULL,
	"total_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"distributor_id" integer,
	"vendor_id" integer,
	"redemption_no" text NOT NULL,
	"redeem_type" text NOT NULL,
	"total_points" integer NOT NULL,
	"total_qty" integer DEFAULT 0 NOT NULL,
	"cash_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"otp_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_on" text,
	"confirmed_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	CONSTRAINT "reward_redemptions_points" CHECK ("reward_redemptions"."total_points" > 0),
	CONSTRAINT "reward_redemptions_status" CHECK ("reward_redemptions"."status" in ('P', 'S', 'R', 'D', 'C')),
	CONSTRAINT "reward_redemptions_type" CHECK ("reward_redemptions"."redeem_type" in ('PRODUCT', 'CASH'))
);
--> statement-breakpoint
CREATE TABLE "reward_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_attributes" ADD CONSTRAINT "reward_attributes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_point_entries" ADD CONSTRAINT "reward_point_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_point_entries" ADD CONSTRAINT "reward_point_entries_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_point_entries" ADD CONSTRAINT "reward_point_entries_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_products" ADD CONSTRAINT "reward_products_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_products" ADD CONSTRAINT "reward_products_vendor_id_reward_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."reward_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemption_lines" ADD CONSTRAINT "reward_redemption_lines_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemption_lines" ADD CONSTRAINT "reward_redemption_lines_product_id_reward_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."reward_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_vendor_id_reward_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."reward_vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_vendors" ADD CONSTRAINT "reward_vendors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_attributes_client" ON "reward_attributes" USING btree ("client_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_point_entries_source" ON "reward_point_entries" USING btree ("client_id","source_key");--> statement-breakpoint
CREATE INDEX "reward_point_entries_retailer" ON "reward_point_entries" USING btree ("retailer_id","entry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_products_client_code" ON "reward_products" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "reward_products_client_points" ON "reward_products" USING btree ("client_id","points","id");--> statement-breakpoint
CREATE INDEX "reward_redemption_lines_redemption" ON "reward_redemption_lines" USING btree ("redemption_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_client_no" ON "reward_redemptions" USING btree ("client_id","redemption_no");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_key" ON "reward_redemptions" USING btree ("retailer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_otp" ON "reward_redemptions" USING btree ("retailer_id","otp_used_at");--> statement-breakpoint
CREATE INDEX "reward_redemptions_retailer" ON "reward_redemptions" USING btree ("retailer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_vendors_client_code" ON "reward_vendors" USING btree ("client_id","code");--> statement-breakpoint
-- Point entries are never changed: a correction is a new entry.
CREATE FUNCTION "reward_point_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reward point entries are immutable';
END
$$;--> statement-breakpoint
CREATE TRIGGER "reward_point_entries_immutable" BEFORE UPDATE ON "reward_point_entries"
  FOR EACH ROW EXECUTE FUNCTION "reward_point_entries_immutable"();--> statement-breakpoint
-- Every invoice raised before the rewards existed earns its points, as modules/rewards credits a
-- new one (same source key, so a later credit of it is a no-op).
INSERT INTO "reward_point_entries" ("client_id", "retailer_id", "distributor_id", "entry_date", "kind", "points",
    "reference", "narration", "source_key", "created_at")
  SELECT i."client_id", o."retailer_id", o."distributor_id", i."invoice_date", 'EARN',
    sum(il."qty" * ol."product_points")::int, i."invoice_no", 'Points for invoice ' || i."invoice_no",
    'EARN:' || i."id", i."created_at"
  FROM "invoices" i JOIN "orders" o ON o."id" = i."order_id"
  JOIN "invoice_lines" il ON il."invoice_id" = i."id"
  JOIN "order_lines" ol ON ol."id" = il."order_line_id" AND NOT ol."is_free"
  GROUP BY i."id", o."retailer_id", o."distributor_id"
  HAVING sum(il."qty" * ol."product_points") > 0;
