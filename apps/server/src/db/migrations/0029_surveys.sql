CREATE TABLE "survey_answers" (
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb,
	CONSTRAINT "survey_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_files" (
	"id" text PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"component_type" text NOT NULL,
	"is_multi_select" boolean DEFAULT false NOT NULL,
	"upload_type" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	CONSTRAINT "survey_questions_type" CHECK ("survey_questions"."component_type" in ('dropdown', 'email', 'number', 'freeText', 'multiselect', 'option', 'percent', 'phone', 'poll', 'text', 'upload')),
	CONSTRAINT "survey_questions_upload" CHECK (("survey_questions"."component_type" = 'upload') = ("survey_questions"."upload_type" is not null) and ("survey_questions"."upload_type" is null or "survey_questions"."upload_type" in ('camera', 'upload', 'both')))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_retailers" (
	"survey_id" integer NOT NULL,
	"retailer_id" integer NOT NULL,
	CONSTRAINT "survey_retailers_survey_id_retailer_id_pk" PRIMARY KEY("survey_id","retailer_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"frequency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"targeted" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_frequency" CHECK ("surveys"."frequency" in ('once', 'daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_files" ADD CONSTRAINT "survey_files_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_retailers" ADD CONSTRAINT "survey_retailers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_retailers" ADD CONSTRAINT "survey_retailers_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_files_response" ON "survey_files" USING btree ("response_id","question_id","seq");--> statement-breakpoint
CREATE INDEX "survey_files_retailer_created" ON "survey_files" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_questions_survey" ON "survey_questions" USING btree ("survey_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_period" ON "survey_responses" USING btree ("survey_id","retailer_id","period_key");--> statement-breakpoint
CREATE INDEX "survey_responses_retailer_created" ON "survey_responses" USING btree ("retailer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "survey_retailers_retailer" ON "survey_retailers" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "surveys_client" ON "surveys" USING btree ("client_id","active","seq","id");