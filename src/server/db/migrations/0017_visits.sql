CREATE TYPE "public"."visit_outcome" AS ENUM('fixed', 'needs_parts', 'needs_workshop', 'customer_not_available');--> statement-breakpoint
CREATE TABLE "complaint_visit_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"part" text NOT NULL,
	"quantity" integer NOT NULL,
	"old_serial" text DEFAULT '' NOT NULL,
	"new_serial" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"technician_id" integer,
	"technician_name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"work_done" text DEFAULT '' NOT NULL,
	"outcome" "visit_outcome",
	"customer_name" text DEFAULT '' NOT NULL,
	"signature" "bytea",
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "visit_id" integer;--> statement-breakpoint
ALTER TABLE "complaint_visit_parts" ADD CONSTRAINT "complaint_visit_parts_visit_id_complaint_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."complaint_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_visits" ADD CONSTRAINT "complaint_visits_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_visits" ADD CONSTRAINT "complaint_visits_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_visit_parts_visit_idx" ON "complaint_visit_parts" USING btree ("visit_id","id");--> statement-breakpoint
CREATE INDEX "complaint_visits_complaint_idx" ON "complaint_visits" USING btree ("complaint_id","id");--> statement-breakpoint
ALTER TABLE "complaint_images" ADD CONSTRAINT "complaint_images_visit_id_complaint_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."complaint_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_images_visit_idx" ON "complaint_images" USING btree ("visit_id");