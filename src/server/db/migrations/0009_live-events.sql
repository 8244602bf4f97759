CREATE TABLE "complaint_presence" (
	"complaint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tab" text NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_presence_complaint_id_user_id_tab_pk" PRIMARY KEY("complaint_id","user_id","tab")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"complaint_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_presence" ADD CONSTRAINT "complaint_presence_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_presence" ADD CONSTRAINT "complaint_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_presence_seen_idx" ON "complaint_presence" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (decision 016): whatever ends sessions or changes who an account is (its role, its
-- dealership, its deletion, its role's rules) tells the live streams to re-check their session at
-- once. Triggers, because sessions are ended from many places. NOTIFY carries only event ids
-- ('*' when there are many: the processes then read every event after the last they saw).
CREATE FUNCTION "live_notify_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  how_many integer;
BEGIN
  WITH inserted AS (
    INSERT INTO live_events (kind, user_id) SELECT DISTINCT 'session', user_id FROM ended RETURNING id
  )
  SELECT string_agg(id::text, ','), count(*) INTO ids, how_many FROM inserted;
  IF how_many > 200 THEN
    PERFORM pg_notify('live_events', '*');
  ELSIF ids IS NOT NULL THEN
    PERFORM pg_notify('live_events', ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_live_ended" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION "live_notify_sessions"();
--> statement-breakpoint
CREATE FUNCTION "live_notify_account"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  -- A role's rules changed: every stream re-checks (user_id null); an account changed: its own.
  INSERT INTO live_events (kind, user_id)
    VALUES ('session', CASE WHEN TG_TABLE_NAME = 'roles' THEN NULL ELSE NEW.id END)
    RETURNING id INTO event_id;
  PERFORM pg_notify('live_events', event_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_live_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.dealer_id IS DISTINCT FROM NEW.dealer_id)
  EXECUTE FUNCTION "live_notify_account"();
--> statement-breakpoint
CREATE TRIGGER "roles_live_changed" AFTER UPDATE ON "roles" FOR EACH ROW
  WHEN (OLD.rules IS DISTINCT FROM NEW.rules)
  EXECUTE FUNCTION "live_notify_account"();
