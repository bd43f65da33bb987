-- Every instance caches resolved sessions for a few seconds; this trigger tells all of them
-- (LISTEN fundpath_auth) when a session or user changes, so logout, impersonation, role and
-- approval changes take effect everywhere at once. Payload: 's:<session id>' or 'u:<user id>'.
CREATE OR REPLACE FUNCTION fundpath_auth_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('fundpath_auth', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('fundpath_auth', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION fundpath_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION fundpath_auth_changed();
