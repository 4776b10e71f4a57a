CREATE TABLE "job_application_tallies" (
	"posting_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "job_application_tallies_posting_id_stage_pk" PRIMARY KEY("posting_id","stage")
);
--> statement-breakpoint
-- Applications per (posting, stage), for the careers list's count under any filter, which
-- counted the applications on each view (docs/decisions/0119). Kept like lead_stage_tallies
-- (0012): inserts and deletes (retention, erasure, a posting's cascade) add or remove the
-- changed set's counts, one statement-level trigger each; an update moves one application's
-- count only when its posting or stage changes. Every write upserts in key order, so concurrent
-- changes lock tally rows in one order and cannot deadlock. Rows at 0 are kept, never deleted.
CREATE FUNCTION "job_application_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "job_application_tallies" ("posting_id", "stage", "applications")
		SELECT "posting_id", "stage", TG_ARGV[0]::int * count(*)
		FROM "changed_applications" GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("posting_id", "stage")
		DO UPDATE SET "applications" = "job_application_tallies"."applications" + excluded."applications";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_application_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "job_application_tallies" ("posting_id", "stage", "applications")
		SELECT "posting_id", "stage", "n"
		FROM (VALUES (OLD."posting_id", OLD."stage", -1), (NEW."posting_id", NEW."stage", 1))
			AS moved ("posting_id", "stage", "n")
		ORDER BY 1, 2
		ON CONFLICT ("posting_id", "stage")
		DO UPDATE SET "applications" = "job_application_tallies"."applications" + excluded."applications";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_application_tallies_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "job_application_tallies";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_applications_tally_insert" AFTER INSERT ON "job_applications"
	REFERENCING NEW TABLE AS "changed_applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_application_tallies_apply"('1');
--> statement-breakpoint
CREATE TRIGGER "job_applications_tally_delete" AFTER DELETE ON "job_applications"
	REFERENCING OLD TABLE AS "changed_applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_application_tallies_apply"('-1');
--> statement-breakpoint
CREATE TRIGGER "job_applications_tally_update" AFTER UPDATE OF "posting_id", "stage" ON "job_applications"
	FOR EACH ROW WHEN (OLD."posting_id" IS DISTINCT FROM NEW."posting_id" OR OLD."stage" IS DISTINCT FROM NEW."stage")
	EXECUTE FUNCTION "job_application_tallies_move"();
--> statement-breakpoint
CREATE TRIGGER "job_applications_tally_truncate" AFTER TRUNCATE ON "job_applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "job_application_tallies_reset"();
--> statement-breakpoint
INSERT INTO "job_application_tallies" ("posting_id", "stage", "applications")
	SELECT "posting_id", "stage", count(*) FROM "job_applications" GROUP BY 1, 2;
