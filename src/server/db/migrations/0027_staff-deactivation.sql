ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (decision 043): deactivating an account ends its sessions at once in every process,
-- so the session cache's trigger (decision 027) is told of the new column too.
DROP TRIGGER "users_cache_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_cache_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.deactivated_at IS DISTINCT FROM NEW.deactivated_at
    OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION "session_changes_account"();
