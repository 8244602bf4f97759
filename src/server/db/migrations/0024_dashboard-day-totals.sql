CREATE TABLE "dashboard_day_totals" (
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
CREATE TABLE "dashboard_open_days" (
	"day" date NOT NULL,
	"priority" "complaint_priority" NOT NULL,
	"province" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_open_days_day_priority_province_dealer_id_category_pk" PRIMARY KEY("day","priority","province","dealer_id","category")
);
--> statement-breakpoint
-- Room on each page of the dashboards' roll-ups (decision 038): every change to a complaint updates
-- a few of their rows, and with half of each page free the new row versions stay on the same page
-- (HOT updates, pruned as pages are read), so the tables stay near their live size between
-- autovacuum runs. Applies to new row versions; no table is rewritten.
ALTER TABLE "dashboard_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_open" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_assignee_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_place_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_problem_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_status_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_day_totals" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_open_days" SET (fillfactor = 50);--> statement-breakpoint
-- dashboard_daily_add also keeps the day's totals (decision 038): the same amounts, one row per day.
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
END $$;
--> statement-breakpoint
INSERT INTO "dashboard_day_totals" ("day", "created", "out_of_warranty", "resolved", "sla_due", "sla_met",
  "reopened", "resolve_hist", "response_hist")
SELECT s."day", s.created, s.out_of_warranty, s.resolved, s.sla_due, s.sla_met, s.reopened, h.resolve_hist, h.response_hist
FROM (
  SELECT "day", sum("created")::int AS created, sum("out_of_warranty")::int AS out_of_warranty,
    sum("resolved")::int AS resolved, sum("sla_due")::int AS sla_due, sum("sla_met")::int AS sla_met,
    sum("reopened")::int AS reopened
  FROM "dashboard_daily" GROUP BY "day"
) s
JOIN (
  SELECT "day", array_agg(r ORDER BY k) AS resolve_hist, array_agg(f ORDER BY k) AS response_hist
  FROM (
    SELECT "day", u.k, sum(u.r)::int AS r, sum(u.f)::int AS f
    FROM "dashboard_daily", unnest("resolve_hist", "response_hist") WITH ORDINALITY AS u(r, f, k)
    GROUP BY "day", u.k
  ) per_bucket GROUP BY "day"
) h USING ("day");

--> statement-breakpoint
-- What one complaint adds to dashboard_open_days (amount 1) or takes away (-1) while it is open.
CREATE FUNCTION "dashboard_open_days_add"(c "complaints", amount integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "dashboard_open_days" AS t ("day", "priority", "province", "dealer_id", "category", "open")
  SELECT (c.created_at AT TIME ZONE 'UTC')::date, c.priority, c.customer_province, coalesce(c.dealer_id, 0),
    c.product_category, amount
  WHERE c.status <> 'Resolved'
  ON CONFLICT ("day", "priority", "province", "dealer_id", "category")
    DO UPDATE SET "open" = t."open" + excluded."open"
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_open_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status = 'Resolved') = (NEW.status = 'Resolved')
    AND (OLD.created_at, OLD.priority, OLD.customer_province, OLD.dealer_id, OLD.product_category)
      IS NOT DISTINCT FROM (NEW.created_at, NEW.priority, NEW.customer_province, NEW.dealer_id, NEW.product_category) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_open_days_add(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_open_days_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_open_days_rows" AFTER INSERT OR UPDATE OR DELETE ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION dashboard_open_days_keep();
--> statement-breakpoint
INSERT INTO "dashboard_open_days" ("day", "priority", "province", "dealer_id", "category", "open")
SELECT (created_at AT TIME ZONE 'UTC')::date, priority, customer_province, coalesce(dealer_id, 0), product_category, count(*)
FROM "complaints" WHERE status <> 'Resolved'
GROUP BY 1, 2, 3, 4, 5;
