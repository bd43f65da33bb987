CREATE TABLE "travel_booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_number" text NOT NULL,
	"package_id" uuid NOT NULL,
	"departure_id" uuid NOT NULL,
	"user_id" uuid,
	"referrer_id" uuid,
	"lead_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text DEFAULT '' NOT NULL,
	"payment_plan" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"due_now_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_provider" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"payment_failure" text,
	"request_key" text,
	"request_hash" text,
	"cancel_reason" text,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_bookings_money" CHECK ("travel_bookings"."total_cents" >= 0 and "travel_bookings"."due_now_cents" between 0 and "travel_bookings"."total_cents"
          and "travel_bookings"."paid_cents" between 0 and "travel_bookings"."total_cents" and "travel_bookings"."refunded_cents" between 0 and "travel_bookings"."paid_cents")
);
--> statement-breakpoint
CREATE TABLE "travel_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"single_supplement_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_departures_seats" CHECK ("travel_departures"."seats_taken" >= 0 and "travel_departures"."seats_taken" <= "travel_departures"."capacity"),
	CONSTRAINT "travel_departures_dates" CHECK ("travel_departures"."ends_on" >= "travel_departures"."starts_on"),
	CONSTRAINT "travel_departures_money" CHECK ("travel_departures"."price_cents" >= 0 and "travel_departures"."single_supplement_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travel_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"destination" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"commission_rate_bps" integer,
	"deposit_bps" integer DEFAULT 2000 NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_packages_rates" CHECK ("travel_packages"."deposit_bps" between 0 and 10000 and ("travel_packages"."commission_rate_bps" is null or "travel_packages"."commission_rate_bps" between 0 and 10000))
);
--> statement-breakpoint
CREATE TABLE "travel_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"charge_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_payments_amount" CHECK ("travel_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "travel_sites" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"primary_color" text DEFAULT '#0e7490' NOT NULL,
	"accent_color" text DEFAULT '#f59e0b' NOT NULL,
	"featured_package_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"single_room" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_booking_events" ADD CONSTRAINT "travel_booking_events_booking_id_travel_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."travel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_booking_events" ADD CONSTRAINT "travel_booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_bookings" ADD CONSTRAINT "travel_bookings_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_bookings" ADD CONSTRAINT "travel_bookings_departure_id_travel_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."travel_departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_bookings" ADD CONSTRAINT "travel_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_bookings" ADD CONSTRAINT "travel_bookings_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_departures" ADD CONSTRAINT "travel_departures_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD CONSTRAINT "travel_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_payments" ADD CONSTRAINT "travel_payments_booking_id_travel_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."travel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_sites" ADD CONSTRAINT "travel_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_travellers" ADD CONSTRAINT "travel_travellers_booking_id_travel_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."travel_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_booking_events_booking_idx" ON "travel_booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_bookings_number_key" ON "travel_bookings" USING btree ("booking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_bookings_request_key" ON "travel_bookings" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "travel_bookings_departure_idx" ON "travel_bookings" USING btree ("departure_id","status");--> statement-breakpoint
CREATE INDEX "travel_bookings_status_idx" ON "travel_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "travel_bookings_user_idx" ON "travel_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "travel_bookings_referrer_idx" ON "travel_bookings" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "travel_bookings_email_idx" ON "travel_bookings" USING btree (lower("lead_email"));--> statement-breakpoint
CREATE INDEX "travel_departures_package_idx" ON "travel_departures" USING btree ("package_id","starts_on");--> statement-breakpoint
CREATE INDEX "travel_departures_starts_idx" ON "travel_departures" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "travel_packages_status_idx" ON "travel_packages" USING btree ("status","destination");--> statement-breakpoint
CREATE INDEX "travel_payments_booking_idx" ON "travel_payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_payments_provider_key" ON "travel_payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_travellers_booking_position_key" ON "travel_travellers" USING btree ("booking_id","position");