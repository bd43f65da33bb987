CREATE TABLE "marketplace_booking_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_booking_reminders_kind" CHECK ("marketplace_booking_reminders"."kind" in ('24h', '1h'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_link_visits" (
	"specialist_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_link_visits_specialist_id_day_visitor_source_pk" PRIMARY KEY("specialist_id","day","visitor","source"),
	CONSTRAINT "marketplace_link_visits_source" CHECK ("marketplace_link_visits"."source" in ('qr', 'link'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_booking_reminders" ADD CONSTRAINT "marketplace_booking_reminders_booking_id_marketplace_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."marketplace_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_link_visits" ADD CONSTRAINT "marketplace_link_visits_specialist_id_specialist_profiles_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_booking_reminders_key" ON "marketplace_booking_reminders" USING btree ("booking_id","kind","start_at");--> statement-breakpoint
CREATE INDEX "marketplace_booking_reminders_due_idx" ON "marketplace_booking_reminders" USING btree ("due_at");