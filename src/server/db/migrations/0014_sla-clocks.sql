CREATE TYPE "public"."sla_event" AS ENUM('responseWarning', 'responseBreached', 'resolutionWarning', 'resolutionBreached');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'responseWarning';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'responseBreached';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'resolutionWarning';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'resolutionBreached';--> statement-breakpoint
CREATE TABLE "sla_events" (
	"complaint_id" integer NOT NULL,
	"event" "sla_event" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_events_complaint_id_event_pk" PRIMARY KEY("complaint_id","event")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "sla_paused_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "sla_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "response_met_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolution_met_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "sla_next_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "sla_next_warn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "sla_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "response_breached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolution_breached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sla_events" ADD CONSTRAINT "sla_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_sla_due_idx" ON "complaints" USING btree (coalesce("sla_next_due_at", '9999-12-31T00:00:00.000000Z'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "complaints_status_sla_due_idx" ON "complaints" USING btree ("status",coalesce("sla_next_due_at", '9999-12-31T00:00:00.000000Z'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "complaints_sla_alert_idx" ON "complaints" USING btree ("sla_alert_at") WHERE "complaints"."sla_alert_at" is not null;