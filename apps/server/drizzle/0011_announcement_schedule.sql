DROP INDEX "notifications_announcement_idx";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
-- Announcements before this migration were delivered when they were made.
UPDATE "announcements" SET "sent_at" = "created_at", "delivered_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_announcement_user_idx" ON "notifications" USING btree ("announcement_id","user_id") WHERE "notifications"."announcement_id" IS NOT NULL;