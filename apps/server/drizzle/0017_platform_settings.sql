CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"secret" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every instance keeps the settings in memory; a change tells all of them to reload, on the
-- auth channel they already LISTEN to (payload 'settings').
CREATE OR REPLACE FUNCTION fundpath_settings_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('fundpath_auth', 'settings');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER platform_settings_changed AFTER INSERT OR UPDATE OR DELETE ON platform_settings
  FOR EACH STATEMENT EXECUTE FUNCTION fundpath_settings_changed();
