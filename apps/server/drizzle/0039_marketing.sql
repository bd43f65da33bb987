CREATE TABLE "marketing_clicks" (
	"link_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"visitor" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_clicks_link_id_visitor_window_start_pk" PRIMARY KEY("link_id","visitor","window_start"),
	CONSTRAINT "marketing_clicks_source" CHECK ("marketing_clicks"."source" in ('link', 'qr'))
);
--> statement-breakpoint
CREATE TABLE "marketing_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_links_kind" CHECK ("marketing_links"."kind" in ('website', 'store', 'booking', 'travel', 'referral'))
);
--> statement-breakpoint
ALTER TABLE "marketing_clicks" ADD CONSTRAINT "marketing_clicks_link_id_marketing_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."marketing_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_links" ADD CONSTRAINT "marketing_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_clicks_link_created_idx" ON "marketing_clicks" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_links_code_key" ON "marketing_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_links_target_key" ON "marketing_links" USING btree ("owner_id","kind","target_id");