CREATE TABLE "calendar_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"link_id" uuid,
	"title" text NOT NULL,
	"meeting_type" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"attendee_name" text NOT NULL,
	"attendee_email" text NOT NULL,
	"client_user_id" uuid,
	"lead_id" uuid,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manage_token_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_appointments_status" CHECK ("calendar_appointments"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "calendar_appointments_times" CHECK ("calendar_appointments"."end_at" > "calendar_appointments"."start_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_booking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meeting_type" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_booking_links_ranges" CHECK ("calendar_booking_links"."duration_minutes" between 5 and 480 and "calendar_booking_links"."buffer_before_minutes" between 0 and 240 and "calendar_booking_links"."buffer_after_minutes" between 0 and 240 and "calendar_booking_links"."minimum_notice_minutes" between 0 and 43200 and "calendar_booking_links"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_hours" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminders_kind" CHECK ("calendar_reminders"."kind" in ('24h', '1h'))
);
--> statement-breakpoint
ALTER TABLE "calendar_appointments" ADD CONSTRAINT "calendar_appointments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_appointments" ADD CONSTRAINT "calendar_appointments_link_id_calendar_booking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."calendar_booking_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_appointments" ADD CONSTRAINT "calendar_appointments_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_booking_links" ADD CONSTRAINT "calendar_booking_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_hours" ADD CONSTRAINT "calendar_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders" ADD CONSTRAINT "calendar_reminders_appointment_id_calendar_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."calendar_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_appointments_manage_key" ON "calendar_appointments" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_appointments_slot_key" ON "calendar_appointments" USING btree ("owner_id","start_at") WHERE "calendar_appointments"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "calendar_appointments_owner_start_idx" ON "calendar_appointments" USING btree ("owner_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_appointments_client_idx" ON "calendar_appointments" USING btree ("client_user_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_booking_links_code_key" ON "calendar_booking_links" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "calendar_booking_links_owner_idx" ON "calendar_booking_links" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_key" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_reminders_key" ON "calendar_reminders" USING btree ("appointment_id","kind","start_at");--> statement-breakpoint
CREATE INDEX "calendar_reminders_due_idx" ON "calendar_reminders" USING btree ("due_at");