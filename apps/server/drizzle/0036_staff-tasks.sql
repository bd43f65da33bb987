CREATE TABLE "staff_task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"client_id" uuid,
	"assignee_id" uuid,
	"created_by" uuid,
	"due_date" date,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_key" text,
	"completed_at" timestamp with time zone,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_task_comments" ADD CONSTRAINT "staff_task_comments_task_id_staff_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."staff_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_task_comments" ADD CONSTRAINT "staff_task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_task_comments_task_idx" ON "staff_task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_tasks_brand_status_idx" ON "staff_tasks" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "staff_tasks_assignee_idx" ON "staff_tasks" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "staff_tasks_client_idx" ON "staff_tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "staff_tasks_due_idx" ON "staff_tasks" USING btree ("due_date") WHERE "staff_tasks"."status" in ('open', 'in_progress') and "staff_tasks"."due_date" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tasks_open_source_key_idx" ON "staff_tasks" USING btree ("source_key") WHERE "staff_tasks"."source_key" is not null and "staff_tasks"."status" in ('open', 'in_progress');