CREATE SEQUENCE "public"."sales_return_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700001 CACHE 1;--> statement-breakpoint
CREATE TABLE "return_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text DEFAULT 'SR' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"conversion_qty" integer DEFAULT 1 NOT NULL,
	"reason_id" integer NOT NULL,
	"reason_name" text DEFAULT '' NOT NULL,
	"case_qty" integer DEFAULT 0 NOT NULL,
	"piece_qty" integer DEFAULT 0 NOT NULL,
	"qty" integer NOT NULL,
	"mfg_date" text
);
--> statement-breakpoint
CREATE TABLE "sales_return_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"status" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"distributor_id" integer NOT NULL,
	"return_no" text NOT NULL,
	"status" text DEFAULT 'S' NOT NULL,
	"invoice_id" integer,
	"invoice_no" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_qty" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_return_lines" ADD COLUMN "case_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_lines" ADD COLUMN "piece_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_lines" ADD COLUMN "mfg_date" text;--> statement-breakpoint
ALTER TABLE "return_conditions" ADD CONSTRAINT "return_conditions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_reasons" ADD CONSTRAINT "return_reasons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_return_items" ADD CONSTRAINT "sales_return_items_return_id_sales_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sales_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_return_items" ADD CONSTRAINT "sales_return_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_return_status_history" ADD CONSTRAINT "sales_return_status_history_return_id_sales_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sales_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_conditions_client_code" ON "return_conditions" USING btree ("client_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "return_reasons_client_kind_code" ON "return_reasons" USING btree ("client_id","kind","code");--> statement-breakpoint
CREATE INDEX "sales_return_items_return" ON "sales_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "sales_return_items_product" ON "sales_return_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sales_return_status_history_return" ON "sales_return_status_history" USING btree ("return_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_client_no" ON "sales_returns" USING btree ("client_id","return_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_key" ON "sales_returns" USING btree ("retailer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sales_returns_retailer_created" ON "sales_returns" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_returns_retailer_distributor" ON "sales_returns" USING btree ("retailer_id","distributor_id");