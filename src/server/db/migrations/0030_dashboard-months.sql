CREATE TABLE "dashboard_assignee_monthly" (
	"day" date NOT NULL,
	"assignee_id" integer NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_assignee_monthly_day_assignee_id_province_dealer_id_category_pk" PRIMARY KEY("day","assignee_id","province","dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dashboard_dealer_customers" (
	"dealer_id" integer NOT NULL,
	"phone_normal" text NOT NULL,
	"complaints" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_dealer_customers_dealer_id_phone_normal_pk" PRIMARY KEY("dealer_id","phone_normal")
);
--> statement-breakpoint
CREATE TABLE "dashboard_month_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"out_of_warranty" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"sla_due" integer DEFAULT 0 NOT NULL,
	"sla_met" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"resolve_hist" integer[] NOT NULL,
	"response_hist" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_monthly" (
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
	CONSTRAINT "dashboard_monthly_day_province_dealer_id_category_pk" PRIMARY KEY("day","province","dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dashboard_place_monthly" (
	"day" date NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_place_monthly_day_province_city_dealer_id_category_pk" PRIMARY KEY("day","province","city","dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dashboard_problem_monthly" (
	"day" date NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"problem_type" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_problem_monthly_day_province_dealer_id_category_problem_type_pk" PRIMARY KEY("day","province","dealer_id","category","problem_type")
);
--> statement-breakpoint
CREATE TABLE "dashboard_status_monthly" (
	"day" date NOT NULL,
	"status" "complaint_status" NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"delta" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_status_monthly_day_status_province_dealer_id_category_pk" PRIMARY KEY("day","status","province","dealer_id","category")
);
--> statement-breakpoint
CREATE INDEX "dashboard_dealer_customers_repeat_idx" ON "dashboard_dealer_customers" USING btree ("dealer_id","phone_normal") WHERE "dashboard_dealer_customers"."complaints" > 1;--> statement-breakpoint
-- Hand-written (decision 047): month twins of the day roll-ups, kept by the same trigger in the same
-- transaction. `day` is the first day of the company-local month (the day rows' days are already
-- company-local). A long period reads its whole months here and only its edge days from the day tables.
ALTER TABLE "dashboard_monthly" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_month_totals" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_problem_monthly" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_place_monthly" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_assignee_monthly" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_status_monthly" SET (fillfactor = 50);--> statement-breakpoint
CREATE FUNCTION "dashboard_month"(d date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', d)::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_daily_add"(
  d date, p text, dl integer, cat text, amount integer,
  is_created boolean, out_of_warranty boolean, response_bucket integer,
  is_resolved boolean, resolve_bucket integer, sla_due boolean, sla_met boolean, is_reopened boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  rb integer := CASE WHEN is_resolved THEN resolve_bucket ELSE 0 END;
  fb integer := CASE WHEN is_created THEN response_bucket ELSE 0 END;
  created integer := CASE WHEN is_created THEN amount ELSE 0 END;
  oow integer := CASE WHEN is_created AND out_of_warranty THEN amount ELSE 0 END;
  resolved integer := CASE WHEN is_resolved THEN amount ELSE 0 END;
  due integer := CASE WHEN is_resolved AND sla_due THEN amount ELSE 0 END;
  met integer := CASE WHEN is_resolved AND sla_met THEN amount ELSE 0 END;
  reopened integer := CASE WHEN is_reopened THEN amount ELSE 0 END;
  m date := dashboard_month(d);
BEGIN
  INSERT INTO "dashboard_daily" AS t ("day", "province", "dealer_id", "category", "created", "out_of_warranty",
    "resolved", "sla_due", "sla_met", "reopened", "resolve_hist", "response_hist")
  VALUES (d, p, dl, cat, created, oow, resolved, due, met, reopened,
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
  INSERT INTO "dashboard_monthly" AS t ("day", "province", "dealer_id", "category", "created", "out_of_warranty",
    "resolved", "sla_due", "sla_met", "reopened", "resolve_hist", "response_hist")
  VALUES (m, p, dl, cat, created, oow, resolved, due, met, reopened,
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
  INSERT INTO "dashboard_day_totals" AS t ("day", "created", "out_of_warranty", "resolved", "sla_due", "sla_met",
    "reopened", "resolve_hist", "response_hist")
  VALUES (d, created, oow, resolved, due, met, reopened, dashboard_histogram(rb, amount), dashboard_histogram(fb, amount))
  ON CONFLICT ("day") DO UPDATE SET
    "created" = t."created" + excluded."created",
    "out_of_warranty" = t."out_of_warranty" + excluded."out_of_warranty",
    "resolved" = t."resolved" + excluded."resolved",
    "sla_due" = t."sla_due" + excluded."sla_due",
    "sla_met" = t."sla_met" + excluded."sla_met",
    "reopened" = t."reopened" + excluded."reopened",
    "resolve_hist"[greatest(rb, 1)] = t."resolve_hist"[greatest(rb, 1)] + CASE WHEN rb > 0 THEN amount ELSE 0 END,
    "response_hist"[greatest(fb, 1)] = t."response_hist"[greatest(fb, 1)] + CASE WHEN fb > 0 THEN amount ELSE 0 END;
  INSERT INTO "dashboard_month_totals" AS t ("day", "created", "out_of_warranty", "resolved", "sla_due", "sla_met",
    "reopened", "resolve_hist", "response_hist")
  VALUES (m, created, oow, resolved, due, met, reopened, dashboard_histogram(rb, amount), dashboard_histogram(fb, amount))
  ON CONFLICT ("day") DO UPDATE SET
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
CREATE OR REPLACE FUNCTION "dashboard_status_add"(d date, s "complaint_status", c "complaints", amount integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "dashboard_status_daily" AS t ("day", "status", "province", "dealer_id", "category", "delta")
  VALUES (d, s, c.customer_province, coalesce(c.dealer_id, 0), c.product_category, amount)
  ON CONFLICT ("day", "status", "province", "dealer_id", "category")
    DO UPDATE SET "delta" = t."delta" + excluded."delta";
  INSERT INTO "dashboard_status_monthly" AS t ("day", "status", "province", "dealer_id", "category", "delta")
  VALUES (dashboard_month(d), s, c.customer_province, coalesce(c.dealer_id, 0), c.product_category, amount)
  ON CONFLICT ("day", "status", "province", "dealer_id", "category")
    DO UPDATE SET "delta" = t."delta" + excluded."delta";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_apply"(c "complaints", amount integer, zone text, unchanged boolean[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  dl integer := coalesce(c.dealer_id, 0);
  created_day date := (c.created_at AT TIME ZONE zone)::date;
  resolved_day date := (c.resolved_at AT TIME ZONE zone)::date;
BEGIN
  IF NOT unchanged[1] THEN
    PERFORM dashboard_daily_add(created_day, c.customer_province, dl, c.product_category, amount,
      true, c.warranty_verdict = 'out_of_warranty',
      CASE WHEN c.first_response_at IS NULL THEN 0
        ELSE dashboard_duration_bucket(extract(epoch FROM c.first_response_at - c.created_at)) END,
      false, 0, false, false, false);
  END IF;
  IF c.resolved_at IS NOT NULL AND NOT unchanged[2] THEN
    PERFORM dashboard_daily_add(resolved_day, c.customer_province, dl, c.product_category, amount,
      false, false, 0,
      true, dashboard_duration_bucket(extract(epoch FROM c.resolved_at - c.created_at)),
      c.resolution_due_at IS NOT NULL, c.resolution_due_at IS NOT NULL AND NOT c.resolution_breached, false);
    INSERT INTO "dashboard_assignee_daily" AS t ("day", "assignee_id", "province", "dealer_id", "category", "resolved")
    VALUES (resolved_day, coalesce(c.assignee_id, 0), c.customer_province, dl, c.product_category, amount)
    ON CONFLICT ("day", "assignee_id", "province", "dealer_id", "category")
      DO UPDATE SET "resolved" = t."resolved" + excluded."resolved";
    INSERT INTO "dashboard_assignee_monthly" AS t ("day", "assignee_id", "province", "dealer_id", "category", "resolved")
    VALUES (dashboard_month(resolved_day), coalesce(c.assignee_id, 0), c.customer_province, dl, c.product_category, amount)
    ON CONFLICT ("day", "assignee_id", "province", "dealer_id", "category")
      DO UPDATE SET "resolved" = t."resolved" + excluded."resolved";
  END IF;
  IF c.reopened_at IS NOT NULL AND NOT unchanged[3] THEN
    PERFORM dashboard_daily_add((c.reopened_at AT TIME ZONE zone)::date, c.customer_province, dl, c.product_category,
      amount, false, false, 0, false, 0, false, false, true);
  END IF;
  IF NOT unchanged[4] THEN
    INSERT INTO "dashboard_problem_daily" AS t ("day", "province", "dealer_id", "category", "problem_type", "created")
    VALUES (created_day, c.customer_province, dl, c.product_category, c.problem_type, amount)
    ON CONFLICT ("day", "province", "dealer_id", "category", "problem_type")
      DO UPDATE SET "created" = t."created" + excluded."created";
    INSERT INTO "dashboard_problem_monthly" AS t ("day", "province", "dealer_id", "category", "problem_type", "created")
    VALUES (dashboard_month(created_day), c.customer_province, dl, c.product_category, c.problem_type, amount)
    ON CONFLICT ("day", "province", "dealer_id", "category", "problem_type")
      DO UPDATE SET "created" = t."created" + excluded."created";
  END IF;
  IF NOT unchanged[5] THEN
    INSERT INTO "dashboard_place_daily" AS t ("day", "province", "city", "dealer_id", "category", "created")
    VALUES (created_day, c.customer_province, c.customer_city, dl, c.product_category, amount)
    ON CONFLICT ("day", "province", "city", "dealer_id", "category")
      DO UPDATE SET "created" = t."created" + excluded."created";
    INSERT INTO "dashboard_place_monthly" AS t ("day", "province", "city", "dealer_id", "category", "created")
    VALUES (dashboard_month(created_day), c.customer_province, c.customer_city, dl, c.product_category, amount)
    ON CONFLICT ("day", "province", "city", "dealer_id", "category")
      DO UPDATE SET "created" = t."created" + excluded."created";
  END IF;
  IF c.status <> 'Resolved' AND NOT unchanged[6] THEN
    INSERT INTO "dashboard_open" AS t ("assignee_id", "priority", "province", "dealer_id", "category", "open")
    VALUES (coalesce(c.assignee_id, 0), c.priority, c.customer_province, dl, c.product_category, amount)
    ON CONFLICT ("assignee_id", "priority", "province", "dealer_id", "category")
      DO UPDATE SET "open" = t."open" + excluded."open";
  END IF;
END $$;
--> statement-breakpoint
-- The month twins summed from the day tables: the backfill below, and the end of a rebuild (the status
-- history's rebuild writes its day rows directly).
CREATE FUNCTION "dashboard_months_fill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "dashboard_monthly";
  DELETE FROM "dashboard_month_totals";
  DELETE FROM "dashboard_problem_monthly";
  DELETE FROM "dashboard_place_monthly";
  DELETE FROM "dashboard_assignee_monthly";
  DELETE FROM "dashboard_status_monthly";
  INSERT INTO "dashboard_monthly" ("day", "province", "dealer_id", "category", "created", "out_of_warranty",
    "resolved", "sla_due", "sla_met", "reopened", "resolve_hist", "response_hist")
  SELECT s.m, s.province, s.dealer_id, s.category, s.created, s.out_of_warranty, s.resolved, s.sla_due, s.sla_met,
    s.reopened, h.resolve_hist, h.response_hist
  FROM (
    SELECT dashboard_month("day") AS m, "province", "dealer_id", "category", sum("created")::int AS created,
      sum("out_of_warranty")::int AS out_of_warranty, sum("resolved")::int AS resolved,
      sum("sla_due")::int AS sla_due, sum("sla_met")::int AS sla_met, sum("reopened")::int AS reopened
    FROM "dashboard_daily" GROUP BY 1, 2, 3, 4
  ) s
  JOIN (
    SELECT m, "province", "dealer_id", "category", array_agg(r ORDER BY k) AS resolve_hist,
      array_agg(f ORDER BY k) AS response_hist
    FROM (
      SELECT dashboard_month("day") AS m, "province", "dealer_id", "category", u.k, sum(u.r)::int AS r, sum(u.f)::int AS f
      FROM "dashboard_daily", unnest("resolve_hist", "response_hist") WITH ORDINALITY AS u(r, f, k)
      GROUP BY 1, 2, 3, 4, 5
    ) per_bucket GROUP BY 1, 2, 3, 4
  ) h USING (m, "province", "dealer_id", "category");
  INSERT INTO "dashboard_month_totals" ("day", "created", "out_of_warranty", "resolved", "sla_due", "sla_met",
    "reopened", "resolve_hist", "response_hist")
  SELECT s.day, s.created, s.out_of_warranty, s.resolved, s.sla_due, s.sla_met, s.reopened, h.resolve_hist, h.response_hist
  FROM (
    SELECT "day", sum("created")::int AS created, sum("out_of_warranty")::int AS out_of_warranty,
      sum("resolved")::int AS resolved, sum("sla_due")::int AS sla_due, sum("sla_met")::int AS sla_met,
      sum("reopened")::int AS reopened
    FROM "dashboard_monthly" GROUP BY "day"
  ) s
  JOIN (
    SELECT "day", array_agg(r ORDER BY k) AS resolve_hist, array_agg(f ORDER BY k) AS response_hist
    FROM (
      SELECT "day", u.k, sum(u.r)::int AS r, sum(u.f)::int AS f
      FROM "dashboard_monthly", unnest("resolve_hist", "response_hist") WITH ORDINALITY AS u(r, f, k)
      GROUP BY 1, 2
    ) per_bucket GROUP BY 1
  ) h USING ("day");
  INSERT INTO "dashboard_problem_monthly" ("day", "province", "dealer_id", "category", "problem_type", "created")
  SELECT dashboard_month("day"), "province", "dealer_id", "category", "problem_type", sum("created")
  FROM "dashboard_problem_daily" GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "dashboard_place_monthly" ("day", "province", "city", "dealer_id", "category", "created")
  SELECT dashboard_month("day"), "province", "city", "dealer_id", "category", sum("created")
  FROM "dashboard_place_daily" GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "dashboard_assignee_monthly" ("day", "assignee_id", "province", "dealer_id", "category", "resolved")
  SELECT dashboard_month("day"), "assignee_id", "province", "dealer_id", "category", sum("resolved")
  FROM "dashboard_assignee_daily" GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "dashboard_status_monthly" ("day", "status", "province", "dealer_id", "category", "delta")
  SELECT dashboard_month("day"), "status", "province", "dealer_id", "category", sum("delta")
  FROM "dashboard_status_daily" GROUP BY 1, 2, 3, 4, 5;
END $$;
--> statement-breakpoint
SELECT dashboard_months_fill();
--> statement-breakpoint
-- The rebuild ends by summing the month twins from the rebuilt day tables.
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
  PERFORM dashboard_months_fill();
  -- The zone these days are in: the dashboards say 'being recalculated' while it is not the company's.
  INSERT INTO "settings" ("key", "value") VALUES ('dashboardRollupZone', jsonb_build_object('timeZone', zone))
  ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = now();
END $$;
--> statement-breakpoint
-- Complaints per dealer and customer (decision 047): the dealer scorecard looks for repeat customers
-- only among those with more than one complaint at the dealer.
CREATE FUNCTION "dashboard_dealer_customer_add"(dealer integer, phone text, amount integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "dashboard_dealer_customers" AS t ("dealer_id", "phone_normal", "complaints")
  SELECT dealer, phone, amount WHERE dealer IS NOT NULL
  ON CONFLICT ("dealer_id", "phone_normal") DO UPDATE SET "complaints" = t."complaints" + excluded."complaints"
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_dealer_customers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_dealer_customer_add(OLD.dealer_id, OLD.phone_normal, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_dealer_customer_add(NEW.dealer_id, NEW.phone_normal, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "complaints_dashboard_dealer_customers" AFTER INSERT OR DELETE ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION dashboard_dealer_customers_keep();
--> statement-breakpoint
CREATE TRIGGER "complaints_dashboard_dealer_customers_moved" AFTER UPDATE ON "complaints"
  FOR EACH ROW WHEN ((OLD.dealer_id, OLD.phone_normal) IS DISTINCT FROM (NEW.dealer_id, NEW.phone_normal))
  EXECUTE FUNCTION dashboard_dealer_customers_keep();
--> statement-breakpoint
INSERT INTO "dashboard_dealer_customers" ("dealer_id", "phone_normal", "complaints")
SELECT "dealer_id", "phone_normal", count(*) FROM "complaints" WHERE "dealer_id" IS NOT NULL GROUP BY 1, 2;
