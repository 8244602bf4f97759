CREATE TABLE "dashboard_assignee_daily" (
	"day" date NOT NULL,
	"assignee_id" integer NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_assignee_daily_day_assignee_id_province_dealer_id_category_pk" PRIMARY KEY("day","assignee_id","province","dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dashboard_daily" (
	"day" date NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"out_of_warranty" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"sla_due" integer DEFAULT 0 NOT NULL,
	"sla_met" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"resolve_hist" integer[] NOT NULL,
	"response_hist" integer[] NOT NULL,
	CONSTRAINT "dashboard_daily_day_province_dealer_id_category_pk" PRIMARY KEY("day","province","dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dashboard_open" (
	"assignee_id" integer NOT NULL,
	"priority" "complaint_priority" NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_open_assignee_id_priority_province_dealer_id_category_pk" PRIMARY KEY("assignee_id","priority","province","dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dashboard_place_daily" (
	"day" date NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_place_daily_day_province_city_dealer_id_category_pk" PRIMARY KEY("day","province","city","dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dashboard_problem_daily" (
	"day" date NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"problem_type" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_problem_daily_day_province_dealer_id_category_problem_type_pk" PRIMARY KEY("day","province","dealer_id","category","problem_type")
);
--> statement-breakpoint
CREATE TABLE "dashboard_status_daily" (
	"day" date NOT NULL,
	"status" "complaint_status" NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"delta" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_status_daily_day_status_province_dealer_id_category_pk" PRIMARY KEY("day","status","province","dealer_id","category")
);
--> statement-breakpoint
-- Dashboards' daily roll-ups (issue 16, decision 025), kept by triggers in the transaction of each
-- change. Days are the company's (the SLA settings' time zone, UTC until one is saved).
CREATE FUNCTION "company_time_zone"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "value" ->> 'timeZone' FROM "settings" WHERE "key" = 'businessHours'), 'UTC')
$$;
--> statement-breakpoint
-- Durations in buckets growing by 10 %: 1 is under a minute, k + 1 is [60 s * 1.1^(k-1), 60 s * 1.1^k),
-- 141 is about a year and beyond (src/domain/dashboard/duration-buckets.ts reads them back).
CREATE FUNCTION "dashboard_duration_bucket"(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN seconds < 60 THEN 1 ELSE least(141, 2 + floor(ln(seconds / 60) / ln(1.1))::integer) END
$$;
--> statement-breakpoint
-- A histogram with `amount` in bucket `bucket` (empty when bucket is 0).
CREATE FUNCTION "dashboard_histogram"(bucket integer, amount integer) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bucket = 0 THEN array_fill(0, ARRAY[141])
    ELSE array_fill(0, ARRAY[bucket - 1]) || amount || array_fill(0, ARRAY[141 - bucket]) END
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_daily_add"(
  d date, p text, dl integer, cat text, amount integer,
  is_created boolean, out_of_warranty boolean, response_bucket integer,
  is_resolved boolean, resolve_bucket integer, sla_due boolean, sla_met boolean, is_reopened boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  rb integer := CASE WHEN is_resolved THEN resolve_bucket ELSE 0 END;
  fb integer := CASE WHEN is_created THEN response_bucket ELSE 0 END;
BEGIN
  INSERT INTO "dashboard_daily" AS t ("day", "province", "dealer_id", "category", "created", "out_of_warranty",
    "resolved", "sla_due", "sla_met", "reopened", "resolve_hist", "response_hist")
  VALUES (d, p, dl, cat,
    CASE WHEN is_created THEN amount ELSE 0 END,
    CASE WHEN is_created AND out_of_warranty THEN amount ELSE 0 END,
    CASE WHEN is_resolved THEN amount ELSE 0 END,
    CASE WHEN is_resolved AND sla_due THEN amount ELSE 0 END,
    CASE WHEN is_resolved AND sla_met THEN amount ELSE 0 END,
    CASE WHEN is_reopened THEN amount ELSE 0 END,
    dashboard_histogram(rb, amount), dashboard_histogram(fb, amount))
  ON CONFLICT ("day", "province", "dealer_id", "category") DO UPDATE SET
    "created" = t."created" + excluded."created",
    "out_of_warranty" = t."out_of_warranty" + excluded."out_of_warranty",
    "resolved" = t."resolved" + excluded."resolved",
    "sla_due" = t."sla_due" + excluded."sla_due",
    "sla_met" = t."sla_met" + excluded."sla_met",
    "reopened" = t."reopened" + excluded."reopened",
    "resolve_hist"[greatest(rb, 1)] = t."resolve_hist"[greatest(rb, 1)] + CASE WHEN rb > 0 THEN amount ELSE 0 END,
    "response_hist"[greatest(fb, 1)] = t."response_hist"[greatest(fb, 1)] + CASE WHEN fb > 0 THEN amount ELSE 0 END;
END $$;
--> statement-breakpoint
-- What one complaint's present row adds to the roll-ups (amount 1), or takes away (-1).
CREATE FUNCTION "dashboard_apply"(c "complaints", amount integer, zone text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  dl integer := coalesce(c.dealer_id, 0);
  created_day date := (c.created_at AT TIME ZONE zone)::date;
  resolved_day date := (c.resolved_at AT TIME ZONE zone)::date;
BEGIN
  PERFORM dashboard_daily_add(created_day, c.customer_province, dl, c.product_category, amount,
    true, c.warranty_verdict = 'out_of_warranty',
    CASE WHEN c.first_response_at IS NULL THEN 0
      ELSE dashboard_duration_bucket(extract(epoch FROM c.first_response_at - c.created_at)) END,
    false, 0, false, false, false);
  IF c.resolved_at IS NOT NULL THEN
    PERFORM dashboard_daily_add(resolved_day, c.customer_province, dl, c.product_category, amount,
      false, false, 0,
      true, dashboard_duration_bucket(extract(epoch FROM c.resolved_at - c.created_at)),
      c.resolution_due_at IS NOT NULL, c.resolution_due_at IS NOT NULL AND NOT c.resolution_breached, false);
    INSERT INTO "dashboard_assignee_daily" AS t ("day", "assignee_id", "province", "dealer_id", "category", "resolved")
    VALUES (resolved_day, coalesce(c.assignee_id, 0), c.customer_province, dl, c.product_category, amount)
    ON CONFLICT ("day", "assignee_id", "province", "dealer_id", "category")
      DO UPDATE SET "resolved" = t."resolved" + excluded."resolved";
  END IF;
  IF c.reopened_at IS NOT NULL THEN
    PERFORM dashboard_daily_add((c.reopened_at AT TIME ZONE zone)::date, c.customer_province, dl, c.product_category,
      amount, false, false, 0, false, 0, false, false, true);
  END IF;
  INSERT INTO "dashboard_problem_daily" AS t ("day", "province", "dealer_id", "category", "problem_type", "created")
  VALUES (created_day, c.customer_province, dl, c.product_category, c.problem_type, amount)
  ON CONFLICT ("day", "province", "dealer_id", "category", "problem_type")
    DO UPDATE SET "created" = t."created" + excluded."created";
  INSERT INTO "dashboard_place_daily" AS t ("day", "province", "city", "dealer_id", "category", "created")
  VALUES (created_day, c.customer_province, c.customer_city, dl, c.product_category, amount)
  ON CONFLICT ("day", "province", "city", "dealer_id", "category")
    DO UPDATE SET "created" = t."created" + excluded."created";
  IF c.status <> 'Resolved' THEN
    INSERT INTO "dashboard_open" AS t ("assignee_id", "priority", "province", "dealer_id", "category", "open")
    VALUES (coalesce(c.assignee_id, 0), c.priority, c.customer_province, dl, c.product_category, amount)
    ON CONFLICT ("assignee_id", "priority", "province", "dealer_id", "category")
      DO UPDATE SET "open" = t."open" + excluded."open";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_status_add"(d date, s "complaint_status", c "complaints", amount integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "dashboard_status_daily" AS t ("day", "status", "province", "dealer_id", "category", "delta")
  VALUES (d, s, c.customer_province, coalesce(c.dealer_id, 0), c.product_category, amount)
  ON CONFLICT ("day", "status", "province", "dealer_id", "category")
    DO UPDATE SET "delta" = t."delta" + excluded."delta"
$$;
--> statement-breakpoint
-- A complaint as it is made: in its status from its creation day; one made already resolved (an
-- import, a back-dated record) counts as Open until the day of its resolution.
CREATE FUNCTION "dashboard_status_born"(c "complaints", zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF c.status = 'Resolved' AND c.resolved_at IS NOT NULL THEN
    PERFORM dashboard_status_add((c.created_at AT TIME ZONE zone)::date, 'Open', c, 1);
    PERFORM dashboard_status_add((c.resolved_at AT TIME ZONE zone)::date, 'Open', c, -1);
    PERFORM dashboard_status_add((c.resolved_at AT TIME ZONE zone)::date, 'Resolved', c, 1);
  ELSE
    PERFORM dashboard_status_add((c.created_at AT TIME ZONE zone)::date, c.status, c, 1);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := company_time_zone();
  today date := (now() AT TIME ZONE company_time_zone())::date;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.priority, OLD.created_at, OLD.resolved_at, OLD.reopened_at,
      OLD.first_response_at, OLD.customer_province, OLD.customer_city, OLD.dealer_id, OLD.product_category,
      OLD.problem_type, OLD.assignee_id, OLD.warranty_verdict, OLD.resolution_due_at, OLD.resolution_breached)
    IS NOT DISTINCT FROM (NEW.status, NEW.priority, NEW.created_at, NEW.resolved_at, NEW.reopened_at,
      NEW.first_response_at, NEW.customer_province, NEW.customer_city, NEW.dealer_id, NEW.product_category,
      NEW.problem_type, NEW.assignee_id, NEW.warranty_verdict, NEW.resolution_due_at, NEW.resolution_breached) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_apply(OLD, -1, zone); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_apply(NEW, 1, zone); END IF;
  -- The status history: a new complaint enters its status when made; a later move counts today.
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_status_born(NEW, zone);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_status_add(today, OLD.status, OLD, -1);
  ELSIF (OLD.status, OLD.customer_province, OLD.dealer_id, OLD.product_category)
    IS DISTINCT FROM (NEW.status, NEW.customer_province, NEW.dealer_id, NEW.product_category) THEN
    PERFORM dashboard_status_add(today, OLD.status, OLD, -1);
    PERFORM dashboard_status_add(today, NEW.status, NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "complaints_dashboard_rollup" AFTER INSERT OR UPDATE OR DELETE ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_rollup"();
--> statement-breakpoint
-- All roll-ups again from the complaints, in the company's zone: the backfill, and a change of zone.
-- The status history comes from the timeline's status changes (their days in the zone), or as the
-- complaint was made when its timeline tells none; then a correction today so that every status's
-- sum is the present count (a timeline that does not tell the whole story).
CREATE FUNCTION "dashboard_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := company_time_zone();
  statuses text[] := enum_range(NULL::"complaint_status")::text[];
BEGIN
  DELETE FROM "dashboard_daily";
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
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text := CASE WHEN TG_OP <> 'INSERT' AND OLD.key = 'businessHours' THEN OLD.value ->> 'timeZone' END;
  after text := CASE WHEN TG_OP <> 'DELETE' AND NEW.key = 'businessHours' THEN NEW.value ->> 'timeZone' END;
BEGIN
  IF coalesce(before, 'UTC') <> coalesce(after, 'UTC') THEN PERFORM dashboard_rebuild(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "settings_dashboard_zone" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_zone_changed"();
--> statement-breakpoint
SELECT dashboard_rebuild();
