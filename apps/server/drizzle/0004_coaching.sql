CREATE TABLE "application_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"field_value" text NOT NULL,
	"step_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field_name" text NOT NULL,
	"field_label" text NOT NULL,
	"field_type" text DEFAULT 'text' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"validation_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placeholder" text,
	"help_text" text,
	"step_number" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"route" text,
	"routed_step" integer,
	"skipped_step" integer,
	"routed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_number" integer NOT NULL,
	"step_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"estimated_duration" text DEFAULT '' NOT NULL,
	"icon_type" text DEFAULT 'HelpCircle' NOT NULL,
	"display_order" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"greeting_message" text DEFAULT '' NOT NULL,
	"talking_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completion_criteria" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "default_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"task_type" text DEFAULT 'checkbox' NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"order_position" integer DEFAULT 0 NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"link_url" text,
	"instructions" text,
	"template_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_functions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"function_name" text NOT NULL,
	"assigned_step" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_ext" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"default_task_id" uuid,
	"step_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"task_type" text DEFAULT 'checkbox' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"due_date" text,
	"notes" text,
	"link_url" text,
	"instructions" text,
	"template_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"order_position" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"checked_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_data" ADD CONSTRAINT "application_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_journeys" ADD CONSTRAINT "coaching_journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_progress" ADD CONSTRAINT "coaching_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_progress" ADD CONSTRAINT "coaching_progress_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_task_id_user_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."user_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_default_task_id_default_tasks_id_fk" FOREIGN KEY ("default_task_id") REFERENCES "public"."default_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_data_user_field_key" ON "application_data" USING btree ("user_id","field_name");--> statement-breakpoint
CREATE UNIQUE INDEX "application_fields_name_key" ON "application_fields" USING btree ("field_name");--> statement-breakpoint
CREATE INDEX "application_fields_step_idx" ON "application_fields" USING btree ("step_number","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_journeys_user_key" ON "coaching_journeys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_progress_user_step_key" ON "coaching_progress" USING btree ("user_id","step_number");--> statement-breakpoint
CREATE INDEX "coaching_progress_pending_idx" ON "coaching_progress" USING btree ("submitted_at") WHERE "coaching_progress"."status" = 'pending_approval';--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_steps_step_number_key" ON "coaching_steps" USING btree ("step_number");--> statement-breakpoint
CREATE INDEX "default_tasks_step_idx" ON "default_tasks" USING btree ("step_number","order_position");--> statement-breakpoint
CREATE UNIQUE INDEX "step_functions_name_key" ON "step_functions" USING btree ("function_name");--> statement-breakpoint
CREATE INDEX "task_attachments_task_idx" ON "task_attachments" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_attachments_key" ON "task_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tasks_user_default_key" ON "user_tasks" USING btree ("user_id","default_task_id");--> statement-breakpoint
CREATE INDEX "user_tasks_user_step_idx" ON "user_tasks" USING btree ("user_id","step_number");