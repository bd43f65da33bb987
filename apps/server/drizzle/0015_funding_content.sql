CREATE TABLE "credit_repair_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assigned_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_repair_submissions" ADD CONSTRAINT "credit_repair_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_repair_submissions" ADD CONSTRAINT "credit_repair_submissions_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_repair_submissions_user_key" ON "credit_repair_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_repair_submissions_assignee_idx" ON "credit_repair_submissions" USING btree ("assigned_to");