-- The retailer's store banners and images (docs/decisions/122). The list is read from the database
-- on each call (at most 50 rows a retailer), so no version trigger moves with it.
CREATE TABLE "store_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_media_kind" CHECK ("store_media"."kind" in ('Banner', 'Image'))
);
--> statement-breakpoint
ALTER TABLE "store_media" ADD CONSTRAINT "store_media_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_media" ADD CONSTRAINT "store_media_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_media_list" ON "store_media" USING btree ("retailer_id","kind","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_media_key" ON "store_media" USING btree ("retailer_id","idempotency_key");