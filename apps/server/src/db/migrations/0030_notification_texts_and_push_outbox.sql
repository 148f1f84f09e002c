ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_unpushed" ON "notifications" USING btree ("created_at","id") WHERE "notifications"."pushed_at" is null;--> statement-breakpoint
-- Notifications written before the dispatcher are not pushed now (decision 123).
UPDATE "notifications" SET "pushed_at" = "created_at" WHERE "pushed_at" IS NULL;
