ALTER TYPE "public"."notification_kind" ADD VALUE 'autoAssignFailed';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "service_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_auto_assigned_at" timestamp with time zone;