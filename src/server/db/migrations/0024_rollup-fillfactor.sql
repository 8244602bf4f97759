-- Room on each page of the dashboards' roll-ups (decision 038): every change to a complaint updates
-- a few of their rows, and with half of each page free the new row versions stay on the same page
-- (HOT updates, pruned as pages are read), so the tables stay near their live size between
-- autovacuum runs. Applies to new row versions; no table is rewritten.
ALTER TABLE "dashboard_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_open" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_assignee_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_place_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_problem_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "dashboard_status_daily" SET (fillfactor = 50);
