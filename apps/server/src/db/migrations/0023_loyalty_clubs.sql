-- Loyalty clubs and club enrolment (docs/decisions/102): the client's clubs, each retailer's current
-- club, and one enrolment a financial year with its four quarter targets.
CREATE TABLE "club_enrollment_quarters" (
	"enrollment_id" integer NOT NULL,
	"quarter" integer NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	CONSTRAINT "club_enrollment_quarters_enrollment_id_quarter_pk" PRIMARY KEY("enrollment_id","quarter")
);
--> statement-breakpoint
CREATE TABLE "club_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"fy_start" integer NOT NULL,
	"current_club_id" integer NOT NULL,
	"requested_club_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"last_year_achievement" numeric(14, 2) NOT NULL,
	"yearly_target" numeric(14, 2) NOT NULL,
	"incentive_percent" numeric(5, 2) NOT NULL,
	"bonus_percent" numeric(5, 2) NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"incentive_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"bonus_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"growth_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"min_value_target" numeric(14, 2),
	"min_volume_target" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailer_clubs" (
	"retailer_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"club_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_enrollment_quarters" ADD CONSTRAINT "club_enrollment_quarters_enrollment_id_club_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."club_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD CONSTRAINT "club_enrollments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD CONSTRAINT "club_enrollments_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD CONSTRAINT "club_enrollments_current_club_id_loyalty_clubs_id_fk" FOREIGN KEY ("current_club_id") REFERENCES "public"."loyalty_clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_enrollments" ADD CONSTRAINT "club_enrollments_requested_club_id_loyalty_clubs_id_fk" FOREIGN KEY ("requested_club_id") REFERENCES "public"."loyalty_clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_clubs" ADD CONSTRAINT "loyalty_clubs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_clubs" ADD CONSTRAINT "retailer_clubs_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_clubs" ADD CONSTRAINT "retailer_clubs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_clubs" ADD CONSTRAINT "retailer_clubs_club_id_loyalty_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."loyalty_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_enrollments_retailer_year" ON "club_enrollments" USING btree ("retailer_id","fy_start");--> statement-breakpoint
CREATE UNIQUE INDEX "club_enrollments_retailer_key" ON "club_enrollments" USING btree ("retailer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_clubs_client_code" ON "loyalty_clubs" USING btree ("client_id","code");