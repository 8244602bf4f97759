ALTER TABLE "complaints" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "complaints_resolved_idx" ON "complaints" USING btree ("resolved_at","created_at") WHERE "complaints"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "complaints_reopened_idx" ON "complaints" USING btree ("reopened_at") WHERE "complaints"."reopened_at" is not null;--> statement-breakpoint
CREATE INDEX "complaints_open_created_idx" ON "complaints" USING btree ("created_at","priority") WHERE "complaints"."status" <> 'Resolved';--> statement-breakpoint
CREATE INDEX "complaints_category_created_idx" ON "complaints" USING btree ("product_category","created_at");--> statement-breakpoint
CREATE INDEX "complaints_problem_created_idx" ON "complaints" USING btree ("problem_type","created_at");--> statement-breakpoint
-- Dashboards (issue 16, decision 023): when a complaint was resolved, first answered and reopened,
-- kept by triggers in the transaction of each change, whatever path changes it (edit, bulk, import).
CREATE FUNCTION "complaints_service_times"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'Resolved' AND NEW.resolved_at IS NULL THEN NEW.resolved_at := NEW.created_at; END IF;
    RETURN NEW;
  END IF;
  IF NEW.status = 'Resolved' AND OLD.status <> 'Resolved' AND NEW.resolved_at IS NOT DISTINCT FROM OLD.resolved_at THEN
    NEW.resolved_at := now();
  ELSIF NEW.status <> 'Resolved' AND OLD.status = 'Resolved' THEN
    NEW.resolved_at := NULL;
    IF NEW.reopened_at IS NOT DISTINCT FROM OLD.reopened_at THEN NEW.reopened_at := now(); END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "complaints_service_times" BEFORE INSERT OR UPDATE OF "status" ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "complaints_service_times"();
--> statement-breakpoint
-- The first response: the earliest status change or comment by staff (not a dealer's, not a client's).
CREATE FUNCTION "complaints_first_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "complaints" SET "first_response_at" = NEW.created_at
  WHERE "id" = NEW.complaint_id AND ("first_response_at" IS NULL OR "first_response_at" > NEW.created_at)
    AND EXISTS (
      SELECT 1 FROM "users" u JOIN "roles" r ON r.id = u.role_id
      WHERE u.id = NEW.user_id AND r.slug NOT IN ('dealer', 'client')
    );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "complaint_timeline_first_response" AFTER INSERT ON "complaint_timeline"
  FOR EACH ROW WHEN (NEW.action_key IN ('timeline.statusChanged', 'timeline.commentAdded'))
  EXECUTE FUNCTION "complaints_first_response"();
--> statement-breakpoint
-- The complaints there already: their times from the timeline (the last change to Resolved, or the last update).
UPDATE "complaints" c SET
  "resolved_at" = CASE WHEN c.status = 'Resolved' THEN coalesce((
    SELECT max(t.created_at) FROM "complaint_timeline" t
    WHERE t.complaint_id = c.id AND t.action_key = 'timeline.statusChanged' AND t.params->>'to' = 'Resolved'
  ), c.updated_at) END,
  "reopened_at" = (
    SELECT max(t.created_at) FROM "complaint_timeline" t
    WHERE t.complaint_id = c.id AND t.action_key = 'timeline.statusChanged' AND t.params->>'from' = 'Resolved'
  ),
  "first_response_at" = (
    SELECT min(t.created_at) FROM "complaint_timeline" t
    JOIN "users" u ON u.id = t.user_id JOIN "roles" r ON r.id = u.role_id
    WHERE t.complaint_id = c.id AND t.action_key IN ('timeline.statusChanged', 'timeline.commentAdded')
      AND r.slug NOT IN ('dealer', 'client')
  );
--> statement-breakpoint
-- Support Agents read the manager's dashboard and the reports (admins do through 'manage all').
UPDATE "roles" SET "rules" = "rules" || '[{"action":"read","subject":"Reports"}]'::jsonb, "updated_at" = now() WHERE "slug" = 'support-agent';
