CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"list" text NOT NULL,
	"filter" jsonb NOT NULL,
	"shared_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_idx" ON "saved_views" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_role_idx" ON "saved_views" USING btree ("shared_role") WHERE "saved_views"."shared_role" is not null;--> statement-breakpoint
CREATE INDEX "complaints_open_assignee_created_idx" ON "complaints" USING btree ("assignee_id","created_at","id") WHERE "complaints"."status" <> 'Resolved';