-- Hand-written (decision 027): each app process keeps the sessions it read for a few seconds, and
-- forgets them at once when they end or their account or role changes, whatever process or
-- statement made the change. NOTIFY 'session_changes' carries the user ids ('*': everyone); it is
-- sent at commit, and the committing connection hears its own before its COMMIT answers.
CREATE FUNCTION "session_changes_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT string_agg(DISTINCT user_id::text, ',') INTO ids FROM ended;
  IF ids IS NOT NULL THEN
    -- A NOTIFY payload holds at most 8,000 bytes.
    PERFORM pg_notify('session_changes', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_cache_ended" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_ended"();
--> statement-breakpoint
CREATE FUNCTION "session_changes_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Everything a session carries of its account: who it is, its role and dealership, whether it is
-- deleted; and its password, whose change ends the other sessions (their rows go too).
CREATE TRIGGER "users_cache_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION "session_changes_account"();
--> statement-breakpoint
CREATE TRIGGER "users_cache_deleted" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "session_changes_account"();
--> statement-breakpoint
CREATE TRIGGER "roles_cache_changed" AFTER UPDATE ON "roles" FOR EACH ROW
  WHEN (OLD.rules IS DISTINCT FROM NEW.rules OR OLD.slug IS DISTINCT FROM NEW.slug)
  EXECUTE FUNCTION "session_changes_account"();
