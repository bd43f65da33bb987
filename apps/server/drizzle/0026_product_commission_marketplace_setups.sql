CREATE TABLE "marketplace_default_hours" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_default_hours_one_row" CHECK ("marketplace_default_hours"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "marketplace_likes" (
	"user_id" uuid NOT NULL,
	"specialist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_likes_user_id_specialist_id_pk" PRIMARY KEY("user_id","specialist_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_profile_views" (
	"specialist_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_profile_views_specialist_id_day_viewer_pk" PRIMARY KEY("specialist_id","day","viewer")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"platform_fee_bps" integer DEFAULT 1500 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_fee" CHECK ("service_categories"."platform_fee_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "specialist_availability" (
	"specialist_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 120 NOT NULL,
	"booking_horizon_days" integer DEFAULT 60 NOT NULL,
	"daily_cap" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_availability_ranges" CHECK ("specialist_availability"."minimum_notice_minutes" between 0 and 43200 and "specialist_availability"."booking_horizon_days" between 1 and 365 and ("specialist_availability"."daily_cap" is null or "specialist_availability"."daily_cap" between 1 and 100))
);
--> statement-breakpoint
CREATE TABLE "specialist_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"photo_url" text,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone" text NOT NULL,
	"location_mode" text DEFAULT 'online' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"approved_at" timestamp with time zone,
	"link_code" text NOT NULL,
	"agreement_record_id" uuid,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"qr_scans" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_profiles_counters" CHECK ("specialist_profiles"."profile_views" >= 0 and "specialist_profiles"."qr_scans" >= 0),
	CONSTRAINT "specialist_profiles_enums" CHECK ("specialist_profiles"."status" in ('pending_review', 'approved', 'suspended', 'rejected') and "specialist_profiles"."location_mode" in ('online', 'in_person', 'both'))
);
--> statement-breakpoint
CREATE TABLE "specialist_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"specialist_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"mode" text DEFAULT 'online' NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_services_mode" CHECK ("specialist_services"."mode" in ('online', 'in_person')),
	CONSTRAINT "specialist_services_ranges" CHECK ("specialist_services"."duration_minutes" between 5 and 720 and "specialist_services"."price_cents" >= 0 and "specialist_services"."buffer_before_minutes" between 0 and 240 and "specialist_services"."buffer_after_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "test_payment_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"saved_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"charge_decline_code" text,
	"failure_code" text,
	"failure_message" text,
	"description" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_setups_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payment_setups_saved_method_id_unique" UNIQUE("saved_method_id"),
	CONSTRAINT "test_payment_setups_status" CHECK ("test_payment_setups"."status" in ('succeeded', 'requires_action', 'failed')),
	CONSTRAINT "test_payment_setups_saved_method" CHECK (("test_payment_setups"."status" = 'succeeded') = ("test_payment_setups"."saved_method_id" is not null)),
	CONSTRAINT "test_payment_setups_last4" CHECK ("test_payment_setups"."card_last4" is null or "test_payment_setups"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "commission_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "marketplace_default_hours" ADD CONSTRAINT "marketplace_default_hours_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_likes" ADD CONSTRAINT "marketplace_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_likes" ADD CONSTRAINT "marketplace_likes_specialist_id_specialist_profiles_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_profile_views" ADD CONSTRAINT "marketplace_profile_views_specialist_id_specialist_profiles_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_availability" ADD CONSTRAINT "specialist_availability_specialist_id_specialist_profiles_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_agreement_record_id_signed_contracts_id_fk" FOREIGN KEY ("agreement_record_id") REFERENCES "public"."signed_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_services" ADD CONSTRAINT "specialist_services_specialist_id_specialist_profiles_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_services" ADD CONSTRAINT "specialist_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_likes_specialist_idx" ON "marketplace_likes" USING btree ("specialist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_slug_key" ON "service_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "specialist_profiles_link_code_key" ON "specialist_profiles" USING btree ("link_code");--> statement-breakpoint
CREATE INDEX "specialist_profiles_status_idx" ON "specialist_profiles" USING btree ("status","approved_at");--> statement-breakpoint
CREATE INDEX "specialist_services_specialist_idx" ON "specialist_services" USING btree ("specialist_id","sort");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_commission_rate_bps" CHECK ("products"."commission_rate_bps" is null or "products"."commission_rate_bps" between 0 and 10000);