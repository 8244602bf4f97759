-- Hand-written (decision 045): a change to a complaint rewrites only the roll-up rows whose share it
-- moves. Before, every change took the complaint's whole share away and added it back, so even a
-- status change rewrote (and locked until commit) its creation day's row in dashboard_day_totals,
-- dashboard_daily, dashboard_problem_daily and dashboard_place_daily, and every write of complaints
-- made the same day waited on the others.
--
-- The six parts of a complaint's share, each as the text of what decides its rows and amounts
-- (null when the complaint has no such part); equal texts mean equal writes.
CREATE FUNCTION "dashboard_parts"(c "complaints", zone text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array[
    -- 1 created: dashboard_daily and the day totals on the creation day
    row((c.created_at AT TIME ZONE zone)::date, c.customer_province, c.dealer_id, c.product_category,
      c.warranty_verdict = 'out_of_warranty',
      CASE WHEN c.first_response_at IS NULL THEN 0
        ELSE dashboard_duration_bucket(extract(epoch FROM c.first_response_at - c.created_at)) END)::text,
    -- 2 resolved: dashboard_daily, the day totals and dashboard_assignee_daily on the resolution day
    CASE WHEN c.resolved_at IS NOT NULL THEN
      row((c.resolved_at AT TIME ZONE zone)::date, c.customer_province, c.dealer_id, c.product_category,
        dashboard_duration_bucket(extract(epoch FROM c.resolved_at - c.created_at)),
        c.resolution_due_at IS NOT NULL, c.resolution_breached, c.assignee_id)::text END,
    -- 3 reopened
    CASE WHEN c.reopened_at IS NOT NULL THEN
      row((c.reopened_at AT TIME ZONE zone)::date, c.customer_province, c.dealer_id, c.product_category)::text END,
    -- 4 problem types and 5 places, on the creation day
    row((c.created_at AT TIME ZONE zone)::date, c.customer_province, c.dealer_id, c.product_category,
      c.problem_type)::text,
    row((c.created_at AT TIME ZONE zone)::date, c.customer_province, c.customer_city, c.dealer_id,
      c.product_category)::text,
    -- 6 open now
    CASE WHEN c.status <> 'Resolved' THEN
      row(c.assignee_id, c.priority, c.customer_province, c.dealer_id, c.product_category)::text END
  ]
$$;
--> statement-breakpoint
-- What one complaint's present row adds to the roll-ups (amount 1), or takes away (-1), leaving out
-- the parts marked in `unchanged` (the same for the row before and after an update).
CREATE FUNCTION "dashboard_apply"(c "complaints", amount integer, zone text, unchanged boolean[])
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
  END IF;
  IF NOT unchanged[5] THEN
    INSERT INTO "dashboard_place_daily" AS t ("day", "province", "city", "dealer_id", "category", "created")
    VALUES (created_day, c.customer_province, c.customer_city, dl, c.product_category, amount)
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
-- The whole share (an insert, a delete, the rebuild).
CREATE OR REPLACE FUNCTION "dashboard_apply"(c "complaints", amount integer, zone text) RETURNS void
LANGUAGE sql AS $$
  SELECT dashboard_apply(c, amount, zone, array[false, false, false, false, false, false])
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dashboard_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := company_time_zone();
  today date := (now() AT TIME ZONE company_time_zone())::date;
  before text[];
  after text[];
  unchanged boolean[];
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.priority, OLD.created_at, OLD.resolved_at, OLD.reopened_at,
      OLD.first_response_at, OLD.customer_province, OLD.customer_city, OLD.dealer_id, OLD.product_category,
      OLD.problem_type, OLD.assignee_id, OLD.warranty_verdict, OLD.resolution_due_at, OLD.resolution_breached)
    IS NOT DISTINCT FROM (NEW.status, NEW.priority, NEW.created_at, NEW.resolved_at, NEW.reopened_at,
      NEW.first_response_at, NEW.customer_province, NEW.customer_city, NEW.dealer_id, NEW.product_category,
      NEW.problem_type, NEW.assignee_id, NEW.warranty_verdict, NEW.resolution_due_at, NEW.resolution_breached) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    before := dashboard_parts(OLD, zone);
    after := dashboard_parts(NEW, zone);
    unchanged := array(SELECT before[i] IS NOT DISTINCT FROM after[i] FROM generate_series(1, 6) AS i ORDER BY i);
    PERFORM dashboard_apply(OLD, -1, zone, unchanged);
    PERFORM dashboard_apply(NEW, 1, zone, unchanged);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM dashboard_apply(NEW, 1, zone);
  ELSE
    PERFORM dashboard_apply(OLD, -1, zone);
  END IF;
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
