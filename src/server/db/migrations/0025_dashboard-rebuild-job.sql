-- A change of the company's time zone no longer rebuilds the roll-ups in the request's transaction:
-- the SLA settings' route queues a 'dashboard.rebuild' job (decision 033), which runs
-- dashboard_rebuild() in one transaction. The zone the roll-ups were built in is kept in the settings.
DROP TRIGGER "settings_dashboard_zone" ON "settings";
--> statement-breakpoint
DROP FUNCTION "dashboard_zone_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := company_time_zone();
  statuses text[] := enum_range(NULL::"complaint_status")::text[];
BEGIN
  -- One rebuild at a time: a second one waits, then its statements see the first one's rows.
  PERFORM pg_advisory_xact_lock(hashtext('dashboard_rebuild'));
  zone := company_time_zone();
  DELETE FROM "dashboard_daily";
  DELETE FROM "dashboard_day_totals";
  DELETE FROM "dashboard_problem_daily";
  DELETE FROM "dashboard_place_daily";
  DELETE FROM "dashboard_assignee_daily";
  DELETE FROM "dashboard_open";
  DELETE FROM "dashboard_status_daily";
  PERFORM dashboard_apply(c, 1, zone) FROM "complaints" c;
  PERFORM dashboard_status_born(c, zone) FROM "complaints" c WHERE NOT EXISTS (
    SELECT 1 FROM "complaint_timeline" t WHERE t.complaint_id = c.id AND t.action_key = 'timeline.statusChanged');
  INSERT INTO "dashboard_status_daily" AS s ("day", "status", "province", "dealer_id", "category", "delta")
  SELECT e.day, e.status, c.customer_province, coalesce(c.dealer_id, 0), c.product_category, sum(e.delta)
  FROM "complaints" c
  CROSS JOIN LATERAL (
    SELECT (c.created_at AT TIME ZONE zone)::date AS day, first.status, 1 AS delta
    FROM (SELECT (t.params ->> 'from')::"complaint_status" AS status FROM "complaint_timeline" t
      WHERE t.complaint_id = c.id AND t.action_key = 'timeline.statusChanged' AND t.params ->> 'from' = ANY (statuses)
      ORDER BY t.created_at, t.id LIMIT 1) first
    UNION ALL
    SELECT (t.created_at AT TIME ZONE zone)::date, m.status, m.delta
    FROM "complaint_timeline" t
    CROSS JOIN LATERAL (VALUES ((t.params ->> 'from')::"complaint_status", -1), ((t.params ->> 'to')::"complaint_status", 1)) AS m(status, delta)
    WHERE t.complaint_id = c.id AND t.action_key = 'timeline.statusChanged'
      AND t.params ->> 'from' = ANY (statuses) AND t.params ->> 'to' = ANY (statuses)
  ) e
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT ("day", "status", "province", "dealer_id", "category") DO UPDATE SET "delta" = s."delta" + excluded."delta";
  INSERT INTO "dashboard_status_daily" AS s ("day", "status", "province", "dealer_id", "category", "delta")
  SELECT (now() AT TIME ZONE zone)::date, k.status, k.province, k.dealer_id, k.category, k.present - k.told
  FROM (
    SELECT a.status, a.province, a.dealer_id, a.category, sum(a.present) AS present, sum(a.told) AS told FROM (
      SELECT c.status, c.customer_province AS province, coalesce(c.dealer_id, 0) AS dealer_id,
        c.product_category AS category, 1 AS present, 0 AS told FROM "complaints" c
      UNION ALL
      SELECT d.status, d.province, d.dealer_id, d.category, 0, d.delta FROM "dashboard_status_daily" d
    ) a GROUP BY 1, 2, 3, 4
  ) k WHERE k.present <> k.told
  ON CONFLICT ("day", "status", "province", "dealer_id", "category") DO UPDATE SET "delta" = s."delta" + excluded."delta";
  -- The zone these days are in: the dashboards say 'being recalculated' while it is not the company's.
  INSERT INTO "settings" ("key", "value") VALUES ('dashboardRollupZone', jsonb_build_object('timeZone', zone))
  ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = now();
END $$;
--> statement-breakpoint
-- The roll-ups as they are were built (and kept) in the present zone.
INSERT INTO "settings" ("key", "value") VALUES ('dashboardRollupZone', jsonb_build_object('timeZone', company_time_zone()))
ON CONFLICT ("key") DO NOTHING;
