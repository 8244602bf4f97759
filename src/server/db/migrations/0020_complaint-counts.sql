CREATE TABLE "complaint_counts" (
	"dealer_id" integer NOT NULL,
	"status" "complaint_status" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "complaint_counts_dealer_id_status_pk" PRIMARY KEY("dealer_id","status")
);
--> statement-breakpoint
-- A dealer's complaints per status, kept in the transaction of every change (decision 026): each
-- statement adds its new rows and subtracts its old ones, grouped, in one upsert. Keys in a fixed
-- order so two transactions lock the counters in the same order.
CREATE FUNCTION "complaint_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "complaint_counts" AS c ("dealer_id", "status", "count")
      SELECT "dealer_id", "status", count(*) FROM new_rows WHERE "dealer_id" IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("dealer_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "complaint_counts" AS c ("dealer_id", "status", "count")
      SELECT "dealer_id", "status", -count(*) FROM old_rows WHERE "dealer_id" IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("dealer_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSE
    INSERT INTO "complaint_counts" AS c ("dealer_id", "status", "count")
      SELECT "dealer_id", "status", sum(delta) FROM (
        SELECT "dealer_id", "status", 1 AS delta FROM new_rows WHERE "dealer_id" IS NOT NULL
        UNION ALL
        SELECT "dealer_id", "status", -1 FROM old_rows WHERE "dealer_id" IS NOT NULL
      ) AS changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT ("dealer_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "complaint_counts_insert" AFTER INSERT ON "complaints"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_counts_update" AFTER UPDATE ON "complaints"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "complaint_counts_delete" AFTER DELETE ON "complaints"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "complaint_counts_apply"();
--> statement-breakpoint
-- The complaints there already.
INSERT INTO "complaint_counts" ("dealer_id", "status", "count")
  SELECT "dealer_id", "status", count(*) FROM "complaints" WHERE "dealer_id" IS NOT NULL GROUP BY 1, 2;
