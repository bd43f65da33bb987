-- Generated while two schema changes were in the working tree at once: the brand pages (brand_pages,
-- brand_page_versions, brands.support_email) and the funding content (funding_banks,
-- qualification_messages); 0015 adds credit_repair_submissions on top.
CREATE TABLE "brand_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"page" text NOT NULL,
	"context" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_score_equifax" integer,
	"min_score_experian" integer,
	"min_score_transunion" integer,
	"max_inquiries" integer,
	"utilization_ceiling" integer,
	"all_states" boolean DEFAULT true NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualification_messages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "brand_page_versions" ADD CONSTRAINT "brand_page_versions_page_id_brand_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_messages" ADD CONSTRAINT "qualification_messages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_page_versions_page_version_key" ON "brand_page_versions" USING btree ("page_id","version");--> statement-breakpoint
CREATE INDEX "brand_page_versions_page_idx" ON "brand_page_versions" USING btree ("page_id","version" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "brand_pages_brand_page_context_key" ON "brand_pages" USING btree ("brand_id","page","context");--> statement-breakpoint
CREATE INDEX "funding_banks_name_idx" ON "funding_banks" USING btree (lower("name"));