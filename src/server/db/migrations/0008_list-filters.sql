DROP INDEX "complaints_assignee_idx";--> statement-breakpoint
DROP INDEX "complaints_dealer_idx";--> statement-breakpoint
CREATE INDEX "complaints_assignee_created_idx" ON "complaints" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_province_created_idx" ON "complaints" USING btree ("customer_province","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_city_created_idx" ON "complaints" USING btree (lower("customer_city"),"created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_priority_order_idx" ON "complaints" USING btree ((case "priority" when 'L1' then 2 when 'L2' then 1 when 'L3' then 0 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_priority_order_idx" ON "complaints" USING btree ("status",(case "priority" when 'L1' then 2 when 'L2' then 1 when 'L3' then 0 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_updated_idx" ON "complaints" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_updated_idx" ON "complaints" USING btree ("status","updated_at","id");--> statement-breakpoint
-- How often status, assignee and dealer go together: without it the planner multiplies their
-- shares as if independent, and a combination that matches few rows is read by walking an order's
-- index to the end instead of fetching the few rows and sorting them.
CREATE STATISTICS "complaints_filter_stats" (dependencies, mcv) ON "status", "assignee_id", "dealer_id" FROM "complaints";
