CREATE TABLE "marketplace_booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"member_id" uuid NOT NULL,
	"specialist_id" uuid NOT NULL,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"service_mode" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"member_time_zone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"platform_fee_bps" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"requires_confirmation" boolean NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"cancelled_by" uuid,
	"expires_at" timestamp with time zone,
	"payment_provider" text NOT NULL,
	"payment_status" text DEFAULT 'card_pending' NOT NULL,
	"setup_id" text,
	"saved_method_ref" text,
	"card_brand" text,
	"card_last4" text,
	"payment_id" text,
	"charged_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"referrer_id" uuid,
	"request_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_bookings_status" CHECK ("marketplace_bookings"."status" in ('requested', 'confirmed', 'completed', 'no_show', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "marketplace_bookings_payment_status" CHECK ("marketplace_bookings"."payment_status" in ('card_pending', 'card_saved', 'charged', 'charge_failed', 'refunded', 'partially_refunded', 'released')),
	CONSTRAINT "marketplace_bookings_money" CHECK ("marketplace_bookings"."price_cents" >= 0 and "marketplace_bookings"."platform_fee_cents" between 0 and "marketplace_bookings"."price_cents" and "marketplace_bookings"."charged_cents" >= 0 and "marketplace_bookings"."refunded_cents" between 0 and "marketplace_bookings"."charged_cents"),
	CONSTRAINT "marketplace_bookings_times" CHECK ("marketplace_bookings"."end_at" > "marketplace_bookings"."start_at")
);
--> statement-breakpoint
ALTER TABLE "marketplace_booking_events" ADD CONSTRAINT "marketplace_booking_events_booking_id_marketplace_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."marketplace_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_booking_events" ADD CONSTRAINT "marketplace_booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_bookings" ADD CONSTRAINT "marketplace_bookings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_bookings" ADD CONSTRAINT "marketplace_bookings_specialist_id_specialist_profiles_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_bookings" ADD CONSTRAINT "marketplace_bookings_service_id_specialist_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."specialist_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_bookings" ADD CONSTRAINT "marketplace_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_bookings" ADD CONSTRAINT "marketplace_bookings_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_booking_events_booking_idx" ON "marketplace_booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_bookings_number_key" ON "marketplace_bookings" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_bookings_request_key" ON "marketplace_bookings" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "marketplace_bookings_specialist_start_idx" ON "marketplace_bookings" USING btree ("specialist_id","start_at");--> statement-breakpoint
CREATE INDEX "marketplace_bookings_member_start_idx" ON "marketplace_bookings" USING btree ("member_id","start_at");--> statement-breakpoint
CREATE INDEX "marketplace_bookings_expiry_idx" ON "marketplace_bookings" USING btree ("status","expires_at");