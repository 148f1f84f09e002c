CREATE SEQUENCE "public"."complaint_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 900001 CACHE 1;--> statement-breakpoint
CREATE TABLE "complaint_images" (
	"id" text PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_lovs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"distributor_id" integer,
	"reference_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"type_id" integer,
	"reason_id" integer NOT NULL,
	"disposal_method_id" integer,
	"return_to_id" integer,
	"invoice_no" text DEFAULT '' NOT NULL,
	"invoice_date" text,
	"consumer_name" text DEFAULT '' NOT NULL,
	"contact_no" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_images" ADD CONSTRAINT "complaint_images_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_lovs" ADD CONSTRAINT "complaint_lovs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_type_id_complaint_lovs_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."complaint_lovs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reason_id_complaint_lovs_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."complaint_lovs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_disposal_method_id_complaint_lovs_id_fk" FOREIGN KEY ("disposal_method_id") REFERENCES "public"."complaint_lovs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_return_to_id_complaint_lovs_id_fk" FOREIGN KEY ("return_to_id") REFERENCES "public"."complaint_lovs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_images_complaint" ON "complaint_images" USING btree ("complaint_id","seq");--> statement-breakpoint
CREATE INDEX "complaint_images_retailer_created" ON "complaint_images" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_lovs_client_type_code" ON "complaint_lovs" USING btree ("client_id","type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_client_ref" ON "complaints" USING btree ("client_id","reference_no");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_key" ON "complaints" USING btree ("retailer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "complaints_retailer_created" ON "complaints" USING btree ("retailer_id","created_at","id");