DROP INDEX "complaints_assignee_idx";--> statement-breakpoint
CREATE INDEX "complaints_assignee_created_idx" ON "complaints" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_province_created_idx" ON "complaints" USING btree ("customer_province","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_city_created_idx" ON "complaints" USING btree (lower("customer_city"),"created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_priority_order_idx" ON "complaints" USING btree ((case "priority" when 'L1' then 2 when 'L2' then 1 when 'L3' then 0 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_priority_order_idx" ON "complaints" USING btree ("status",(case "priority" when 'L1' then 2 when 'L2' then 1 when 'L3' then 0 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_updated_idx" ON "complaints" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_updated_idx" ON "complaints" USING btree ("status","updated_at","id");