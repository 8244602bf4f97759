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
-- Element by element: a + sign * b (histograms of the same length).
CREATE FUNCTION "dashboard_histogram_add"(a integer[], b integer[], sign integer) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(x + sign * y ORDER BY k) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, k)
$$;
--> statement-breakpoint
-- Adds to a day's totals (negative amounts take away).
CREATE FUNCTION "dashboard_day_totals_add"(d date, created integer, out_of_warranty integer, resolved integer,
  sla_due integer, sla_met integer, reopened integer, resolve_hist integer[], response_hist integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "dashboard_day_totals" AS t ("day", "created", "out_of_warranty", "resolved", "sla_due",
    "sla_met", "reopened", "resolve_hist", "response_hist")
  VALUES (d, created, out_of_warranty, resolved, sla_due, sla_met, reopened, resolve_hist, response_hist)
  ON CONFLICT ("day") DO UPDATE SET
    "created" = t."created" + excluded."created",
    "out_of_warranty" = t."out_of_warranty" + excluded."out_of_warranty",
    "resolved" = t."resolved" + excluded."resolved",
    "sla_due" = t."sla_due" + excluded."sla_due",
    "sla_met" = t."sla_met" + excluded."sla_met",
    "reopened" = t."reopened" + excluded."reopened",
    "resolve_hist" = dashboard_histogram_add(t."resolve_hist", excluded."resolve_hist", 1),
    "response_hist" = dashboard_histogram_add(t."response_hist", excluded."response_hist", 1)
$$;
--> statement-breakpoint
-- A row of dashboard_daily changed: its day's totals change by the difference.
CREATE FUNCTION "dashboard_day_totals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zeros integer[] := array_fill(0, ARRAY[141]);
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "dashboard_day_totals";
  ELSIF TG_OP = 'UPDATE' AND OLD."day" = NEW."day" THEN
    PERFORM dashboard_day_totals_add(NEW."day", NEW."created" - OLD."created",
      NEW."out_of_warranty" - OLD."out_of_warranty", NEW."resolved" - OLD."resolved",
      NEW."sla_due" - OLD."sla_due", NEW."sla_met" - OLD."sla_met", NEW."reopened" - OLD."reopened",
      dashboard_histogram_add(NEW."resolve_hist", OLD."resolve_hist", -1),
      dashboard_histogram_add(NEW."response_hist", OLD."response_hist", -1));
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM dashboard_day_totals_add(OLD."day", -OLD."created", -OLD."out_of_warranty", -OLD."resolved",
        -OLD."sla_due", -OLD."sla_met", -OLD."reopened",
        dashboard_histogram_add(zeros, OLD."resolve_hist", -1), dashboard_histogram_add(zeros, OLD."response_hist", -1));
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM dashboard_day_totals_add(NEW."day", NEW."created", NEW."out_of_warranty", NEW."resolved",
        NEW."sla_due", NEW."sla_met", NEW."reopened", NEW."resolve_hist", NEW."response_hist");
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_day_totals_rows" AFTER INSERT OR UPDATE OR DELETE ON "dashboard_daily"
  FOR EACH ROW EXECUTE FUNCTION dashboard_day_totals_keep();
--> statement-breakpoint
CREATE TRIGGER "dashboard_day_totals_truncate" AFTER TRUNCATE ON "dashboard_daily"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_day_totals_keep();
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
