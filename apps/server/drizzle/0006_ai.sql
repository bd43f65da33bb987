CREATE TABLE "ai_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"channel" text DEFAULT 'text' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_user_message" text,
	"reset_at" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"flagged_by" uuid,
	"flagged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"message_id" uuid,
	"user_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"turn_number" integer NOT NULL,
	"signal_type" text NOT NULL,
	"helped" boolean,
	"user_satisfied" boolean,
	"reward_value" real NOT NULL,
	"training_weight" real NOT NULL,
	"user_feedback_text" text,
	"context_features" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_knowledge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"step_number" integer,
	"title" text NOT NULL,
	"question" text,
	"content" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"source_question_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_knowledge_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"turn_number" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"action" text,
	"confidence" real,
	"type" text DEFAULT 'text' NOT NULL,
	"credit_report" jsonb,
	"intent" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text,
	"fallback" boolean DEFAULT false NOT NULL,
	"first_byte_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tone" text DEFAULT 'friendly' NOT NULL,
	"voice" text DEFAULT 'default' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"default_mode" text DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_quality_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"score" smallint NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"normalized" text NOT NULL,
	"step_number" integer,
	"user_id" uuid,
	"session_id" uuid,
	"message_id" uuid,
	"reply_given" text,
	"reply_confidence" real,
	"reason" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"repeat_count" integer DEFAULT 1 NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"dismissed_by" uuid,
	"dismissed_at" timestamp with time zone,
	"knowledge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_flagged_by_users_id_fk" FOREIGN KEY ("flagged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_feedback" ADD CONSTRAINT "ai_feedback_session_id_ai_conversations_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_feedback" ADD CONSTRAINT "ai_feedback_message_id_ai_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ai_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_feedback" ADD CONSTRAINT "ai_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_knowledge" ADD CONSTRAINT "ai_knowledge_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_knowledge" ADD CONSTRAINT "ai_knowledge_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_session_id_ai_conversations_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_preferences" ADD CONSTRAINT "ai_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_quality_reviews" ADD CONSTRAINT "ai_quality_reviews_message_id_ai_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ai_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_quality_reviews" ADD CONSTRAINT "ai_quality_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_unanswered_questions" ADD CONSTRAINT "ai_unanswered_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_unanswered_questions" ADD CONSTRAINT "ai_unanswered_questions_session_id_ai_conversations_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_unanswered_questions" ADD CONSTRAINT "ai_unanswered_questions_message_id_ai_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ai_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_unanswered_questions" ADD CONSTRAINT "ai_unanswered_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_unanswered_questions" ADD CONSTRAINT "ai_unanswered_questions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_unanswered_questions" ADD CONSTRAINT "ai_unanswered_questions_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_unanswered_questions" ADD CONSTRAINT "ai_unanswered_questions_knowledge_id_ai_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."ai_knowledge"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_conversations_active_key" ON "ai_conversations" USING btree ("user_id","step_number") WHERE "ai_conversations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "ai_conversations_last_idx" ON "ai_conversations" USING btree ("last_message_at" desc nulls last);--> statement-breakpoint
CREATE INDEX "ai_conversations_user_idx" ON "ai_conversations" USING btree ("user_id","step_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_feedback_turn_signal_key" ON "ai_feedback" USING btree ("session_id","turn_number","signal_type");--> statement-breakpoint
CREATE INDEX "ai_feedback_created_idx" ON "ai_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_knowledge_seed_key" ON "ai_knowledge" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "ai_knowledge_step_idx" ON "ai_knowledge" USING btree ("step_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_messages_turn_key" ON "ai_messages" USING btree ("session_id","turn_number","role");--> statement-breakpoint
CREATE INDEX "ai_messages_created_idx" ON "ai_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_messages_user_idx" ON "ai_messages" USING btree ("user_id","step_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_preferences_user_key" ON "ai_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_quality_reviews_key" ON "ai_quality_reviews" USING btree ("message_id","reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_unanswered_pending_key" ON "ai_unanswered_questions" USING btree ("normalized",coalesce("step_number", 0)) WHERE "ai_unanswered_questions"."status" in ('open', 'answered');--> statement-breakpoint
CREATE INDEX "ai_unanswered_status_idx" ON "ai_unanswered_questions" USING btree ("status","updated_at");