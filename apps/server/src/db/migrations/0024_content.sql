CREATE TABLE "digital_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_type" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpline_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "helpline_contacts_type" CHECK ("helpline_contacts"."type" in ('Mobile', 'Email', 'ExternalLink'))
);
--> statement-breakpoint
ALTER TABLE "digital_content" ADD CONSTRAINT "digital_content_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpline_contacts" ADD CONSTRAINT "helpline_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_content_client_kind" ON "digital_content" USING btree ("client_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "digital_content_client_created" ON "digital_content" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "helpline_contacts_client" ON "helpline_contacts" USING btree ("client_id","seq");