-- Decision 052: the roll-ups rebuilt in one set-based pass. Each table is one grouped INSERT from
-- the complaints, instead of dashboard_apply() per complaint: per-row upserts rewrote each day's and
-- month's row once per complaint in one transaction, so every upsert walked a longer chain of that
-- row's dead versions. Also rebuilds the two zone-free tables (open complaints per UTC day, complaints
-- per dealer and customer), so that the roll-ups can be filled with their triggers off and rebuilt.
--
-- A histogram (141 buckets, decision 025) from the buckets and counts of a group.
CREATE FUNCTION "dashboard_histogram_of"(buckets integer[], counts integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(x.n, 0) ORDER BY g)
  FROM generate_series(1, 141) AS g LEFT JOIN unnest(buckets, counts) AS x(b, n) ON x.b = g
$$;
--> statement-breakpoint
-- Every complaint's parts that dashboard_daily counts (what dashboard_apply passes to
-- dashboard_daily_add): its creation, its last resolution and its last reopening, each on its day.
CREATE FUNCTION "dashboard_daily_parts"(zone text) RETURNS TABLE (
  "day" date, "province" text, "dealer_id" integer, "category" text, "created" integer,
  "out_of_warranty" integer, "resolved" integer, "sla_due" integer, "sla_met" integer, "reopened" integer,
  "rb" integer, "fb" integer
) LANGUAGE sql STABLE AS $$
  SELECT (c.created_at AT TIME ZONE zone)::date, c.customer_province, coalesce(c.dealer_id, 0), c.product_category,
    1, CASE WHEN c.warranty_verdict = 'out_of_warranty' THEN 1 ELSE 0 END, 0, 0, 0, 0,
    0, CASE WHEN c.first_response_at IS NULL THEN 0
      ELSE dashboard_duration_bucket(extract(epoch FROM c.first_response_at - c.created_at)) END
  FROM "complaints" c
  UNION ALL
  SELECT (c.resolved_at AT TIME ZONE zone)::date, c.customer_province, coalesce(c.dealer_id, 0), c.product_category,
    0, 0, 1, CASE WHEN c.resolution_due_at IS NOT NULL THEN 1 ELSE 0 END,
    CASE WHEN c.resolution_due_at IS NOT NULL AND NOT c.resolution_breached THEN 1 ELSE 0 END, 0,
    dashboard_duration_bucket(extract(epoch FROM c.resolved_at - c.created_at)), 0
  FROM "complaints" c WHERE c.resolved_at IS NOT NULL
  UNION ALL
  SELECT (c.reopened_at AT TIME ZONE zone)::date, c.customer_province, coalesce(c.dealer_id, 0), c.product_category,
    0, 0, 0, 0, 0, 1, 0, 0
  FROM "complaints" c WHERE c.reopened_at IS NOT NULL
$$;
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
  DELETE FROM "dashboard_open_days";
  DELETE FROM "dashboard_dealer_customers";
  INSERT INTO "dashboard_daily" ("day", "province", "dealer_id", "category", "created", "out_of_warranty",
    "resolved", "sla_due", "sla_met", "reopened", "resolve_hist", "response_hist")
  WITH p AS MATERIALIZED (SELECT * FROM dashboard_daily_parts(zone))
  SELECT s."day", s."province", s."dealer_id", s."category", s.created, s.oow, s.resolved, s.due, s.met, s.reopened,
    coalesce(r.h, array_fill(0, ARRAY[141])), coalesce(f.h, array_fill(0, ARRAY[141]))
  FROM (
    SELECT "day", "province", "dealer_id", "category", sum("created")::int AS created,
      sum("out_of_warranty")::int AS oow, sum("resolved")::int AS resolved, sum("sla_due")::int AS due,
      sum("sla_met")::int AS met, sum("reopened")::int AS reopened
    FROM p GROUP BY 1, 2, 3, 4
  ) s
  LEFT JOIN (
    SELECT "day", "province", "dealer_id", "category", dashboard_histogram_of(array_agg(b), array_agg(n)) AS h
    FROM (SELECT "day", "province", "dealer_id", "category", "rb" AS b, count(*)::int AS n FROM p WHERE "rb" > 0
      GROUP BY 1, 2, 3, 4, 5) x GROUP BY 1, 2, 3, 4
  ) r USING ("day", "province", "dealer_id", "category")
  LEFT JOIN (
    SELECT "day", "province", "dealer_id", "category", dashboard_histogram_of(array_agg(b), array_agg(n)) AS h
    FROM (SELECT "day", "province", "dealer_id", "category", "fb" AS b, count(*)::int AS n FROM p WHERE "fb" > 0
      GROUP BY 1, 2, 3, 4, 5) x GROUP BY 1, 2, 3, 4
  ) f USING ("day", "province", "dealer_id", "category");
  INSERT INTO "dashboard_day_totals" ("day", "created", "out_of_warranty", "resolved", "sla_due", "sla_met",
    "reopened", "resolve_hist", "response_hist")
  WITH p AS MATERIALIZED (SELECT * FROM dashboard_daily_parts(zone))
  SELECT s."day", s.created, s.oow, s.resolved, s.due, s.met, s.reopened,
    coalesce(r.h, array_fill(0, ARRAY[141])), coalesce(f.h, array_fill(0, ARRAY[141]))
  FROM (
    SELECT "day", sum("created")::int AS created, sum("out_of_warranty")::int AS oow, sum("resolved")::int AS resolved,
      sum("sla_due")::int AS due, sum("sla_met")::int AS met, sum("reopened")::int AS reopened
    FROM p GROUP BY 1
  ) s
  LEFT JOIN (
    SELECT "day", dashboard_histogram_of(array_agg(b), array_agg(n)) AS h
    FROM (SELECT "day", "rb" AS b, count(*)::int AS n FROM p WHERE "rb" > 0 GROUP BY 1, 2) x GROUP BY 1
  ) r USING ("day")
  LEFT JOIN (
    SELECT "day", dashboard_histogram_of(array_agg(b), array_agg(n)) AS h
    FROM (SELECT "day", "fb" AS b, count(*)::int AS n FROM p WHERE "fb" > 0 GROUP BY 1, 2) x GROUP BY 1
  ) f USING ("day");
  INSERT INTO "dashboard_problem_daily" ("day", "province", "dealer_id", "category", "problem_type", "created")
  SELECT (c.created_at AT TIME ZONE zone)::date, c.customer_province, coalesce(c.dealer_id, 0), c.product_category,
    c.problem_type, count(*)
  FROM "complaints" c GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "dashboard_place_daily" ("day", "province", "city", "dealer_id", "category", "created")
  SELECT (c.created_at AT TIME ZONE zone)::date, c.customer_province, c.customer_city, coalesce(c.dealer_id, 0),
    c.product_category, count(*)
  FROM "complaints" c GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "dashboard_assignee_daily" ("day", "assignee_id", "province", "dealer_id", "category", "resolved")
  SELECT (c.resolved_at AT TIME ZONE zone)::date, coalesce(c.assignee_id, 0), c.customer_province,
    coalesce(c.dealer_id, 0), c.product_category, count(*)
  FROM "complaints" c WHERE c.resolved_at IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "dashboard_open" ("assignee_id", "priority", "province", "dealer_id", "category", "open")
  SELECT coalesce(c.assignee_id, 0), c.priority, c.customer_province, coalesce(c.dealer_id, 0), c.product_category,
    count(*)
  FROM "complaints" c WHERE c.status <> 'Resolved' GROUP BY 1, 2, 3, 4, 5;
  -- The status history: as each complaint was made when its timeline tells no status change
  -- (dashboard_status_born), else from the timeline's changes; then a correction today.
  INSERT INTO "dashboard_status_daily" ("day", "status", "province", "dealer_id", "category", "delta")
  SELECT b.day, b.status, c.customer_province, coalesce(c.dealer_id, 0), c.product_category, sum(b.delta)
  FROM "complaints" c
  CROSS JOIN LATERAL (
    SELECT (c.created_at AT TIME ZONE zone)::date AS day, 'Open'::"complaint_status" AS status, 1 AS delta
    WHERE c.status = 'Resolved' AND c.resolved_at IS NOT NULL
    UNION ALL
    SELECT (c.resolved_at AT TIME ZONE zone)::date, 'Open', -1 WHERE c.status = 'Resolved' AND c.resolved_at IS NOT NULL
    UNION ALL
    SELECT (c.resolved_at AT TIME ZONE zone)::date, 'Resolved', 1 WHERE c.status = 'Resolved' AND c.resolved_at IS NOT NULL
    UNION ALL
    SELECT (c.created_at AT TIME ZONE zone)::date, c.status, 1 WHERE NOT (c.status = 'Resolved' AND c.resolved_at IS NOT NULL)
  ) b
  WHERE NOT EXISTS (
    SELECT 1 FROM "complaint_timeline" t WHERE t.complaint_id = c.id AND t.action_key = 'timeline.statusChanged')
  GROUP BY 1, 2, 3, 4, 5;
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
  -- Zone-free: open complaints per UTC creation day (decision 038), complaints per dealer and customer (047).
  INSERT INTO "dashboard_open_days" ("day", "priority", "province", "dealer_id", "category", "open")
  SELECT (created_at AT TIME ZONE 'UTC')::date, priority, customer_province, coalesce(dealer_id, 0), product_category,
    count(*)
  FROM "complaints" WHERE status <> 'Resolved' GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "dashboard_dealer_customers" ("dealer_id", "phone_normal", "complaints")
  SELECT "dealer_id", "phone_normal", count(*) FROM "complaints" WHERE "dealer_id" IS NOT NULL GROUP BY 1, 2;
  PERFORM dashboard_months_fill();
  -- The zone these days are in: the dashboards say 'being recalculated' while it is not the company's.
  INSERT INTO "settings" ("key", "value") VALUES ('dashboardRollupZone', jsonb_build_object('timeZone', zone))
  ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = now();
END $$;
