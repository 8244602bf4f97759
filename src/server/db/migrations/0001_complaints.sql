CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TYPE "public"."complaint_priority" AS ENUM('L1', 'L2', 'L3');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('Open', 'In Process', 'Pending', 'Resolved');--> statement-breakpoint
CREATE TABLE "complaint_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"action_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"customer_province" text NOT NULL,
	"customer_city" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"shop" text DEFAULT '' NOT NULL,
	"dealer_id" integer,
	"dealer_name" text DEFAULT '' NOT NULL,
	"dealer_phone" text DEFAULT '' NOT NULL,
	"dealer_city" text DEFAULT '' NOT NULL,
	"dealer_address" text DEFAULT '' NOT NULL,
	"product_category" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"product_variant" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"problem_type" text NOT NULL,
	"purchase_date" date,
	"warranty_details" date,
	"problem_detail" text DEFAULT '' NOT NULL,
	"status" "complaint_status" DEFAULT 'Open' NOT NULL,
	"priority" "complaint_priority" NOT NULL,
	"assignee_id" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(customer_name || ' ' || customer_city || ' ' || phone)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_name" text NOT NULL,
	"dealer_phone" text NOT NULL,
	"dealer_city" text NOT NULL,
	"dealer_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dealer_id" integer;--> statement-breakpoint
ALTER TABLE "complaint_timeline" ADD CONSTRAINT "complaint_timeline_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_timeline" ADD CONSTRAINT "complaint_timeline_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_timeline_complaint_idx" ON "complaint_timeline" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_priority_created_idx" ON "complaints" USING btree ("priority","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_priority_created_idx" ON "complaints" USING btree ("status","priority","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_search_idx" ON "complaints" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_assignee_idx" ON "complaints" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "complaints_dealer_idx" ON "complaints" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealers_search_idx" ON "dealers" USING gin (lower("dealer_name" || ' ' || "dealer_phone" || ' ' || "dealer_city" || ' ' || "dealer_address") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;