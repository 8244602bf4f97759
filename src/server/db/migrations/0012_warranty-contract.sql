CREATE TYPE "public"."warranty_verdict" AS ENUM('in_warranty', 'expiring', 'out_of_warranty', 'unknown');--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "order_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "warranty_verdict" "warranty_verdict" DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "warranty_ends_on" date;