CREATE TYPE "public"."flag_kind" AS ENUM('possible_duplicate', 'same_order', 'reused_photo', 'after_warranty');--> statement-breakpoint
CREATE TABLE "complaint_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"kind" "flag_kind" NOT NULL,
	"related_complaint_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_by" integer,
	"dismissed_by_name" text,
	"dismissed_at" timestamp with time zone,
	"dismissed_reason" text,
	CONSTRAINT "complaint_flags_pair_key" UNIQUE NULLS NOT DISTINCT("complaint_id","kind","related_complaint_id")
);
--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "dhash_band0" integer GENERATED ALWAYS AS (((dhash >> 48) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "dhash_band1" integer GENERATED ALWAYS AS (((dhash >> 32) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "dhash_band2" integer GENERATED ALWAYS AS (((dhash >> 16) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "dhash_band3" integer GENERATED ALWAYS AS ((dhash & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "order_number_normal" text GENERATED ALWAYS AS (upper(regexp_replace(order_number, '[^0-9A-Za-z]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_flags" ADD CONSTRAINT "complaint_flags_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_flags" ADD CONSTRAINT "complaint_flags_related_complaint_id_complaints_id_fk" FOREIGN KEY ("related_complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_flags" ADD CONSTRAINT "complaint_flags_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_flags_active_idx" ON "complaint_flags" USING btree ("complaint_id") WHERE "complaint_flags"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "complaint_flags_related_idx" ON "complaint_flags" USING btree ("related_complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_images_sha256_idx" ON "complaint_images" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "complaint_images_dhash_band0_idx" ON "complaint_images" USING btree ("dhash_band0");--> statement-breakpoint
CREATE INDEX "complaint_images_dhash_band1_idx" ON "complaint_images" USING btree ("dhash_band1");--> statement-breakpoint
CREATE INDEX "complaint_images_dhash_band2_idx" ON "complaint_images" USING btree ("dhash_band2");--> statement-breakpoint
CREATE INDEX "complaint_images_dhash_band3_idx" ON "complaint_images" USING btree ("dhash_band3");--> statement-breakpoint
CREATE INDEX "complaints_phone_history_idx" ON "complaints" USING btree ("phone_normal","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_order_number_idx" ON "complaints" USING btree ("order_number_normal") WHERE "complaints"."order_number_normal" <> '';