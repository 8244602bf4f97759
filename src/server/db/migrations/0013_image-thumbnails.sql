ALTER TABLE "complaint_images" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "complaint_images" ADD CONSTRAINT "complaint_images_thumbnail_key_unique" UNIQUE("thumbnail_key");