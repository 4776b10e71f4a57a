CREATE TABLE "lead_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_hour_tallies" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"received" integer NOT NULL,
	"won" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_stage_tallies" (
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"assignee" text NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_stage_tallies_kind_source_status_assignee_pk" PRIMARY KEY("kind","source","status","assignee")
);
--> statement-breakpoint
DROP INDEX "leads_email_key_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_phone_key_created_at_idx";--> statement-breakpoint
CREATE INDEX "leads_email_key_created_at_id_idx" ON "leads" USING btree ("email_key","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_phone_key_created_at_id_idx" ON "leads" USING btree ("phone_key","created_at","id") WHERE phone_key is not null;--> statement-breakpoint
-- Leads per (kind, source, stage, assignee), for the dashboard's leads by stage and conversion,
-- the board's column totals and the counts of the stage, assignee, Mine and Unassigned filters,
-- which counted every lead (or every lead of a stage or person) on each view. Kept like
-- lead_tallies (0005): inserts and deletes add or remove the changed set's counts, one
-- statement-level trigger each; an update moves one lead's count only when its kind, source,
-- stage or assignee changes (a status change touches two rows; so does an account's removal,
-- which sets its leads' assignee to null). Every write upserts in key order, so concurrent
-- changes lock tally rows in one order and cannot deadlock. Rows at 0 are kept, never deleted.
CREATE FUNCTION "lead_stage_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_stage_tallies" ("kind", "source", "status", "assignee", "leads")
		SELECT "kind", "source", "status", coalesce("assignee_id", ''), TG_ARGV[0]::int * count(*)
		FROM "changed_leads" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("kind", "source", "status", "assignee")
		DO UPDATE SET "leads" = "lead_stage_tallies"."leads" + excluded."leads";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_stage_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_stage_tallies" ("kind", "source", "status", "assignee", "leads")
		SELECT "kind", "source", "status", "assignee", "n"
		FROM (VALUES (OLD."kind", OLD."source", OLD."status", coalesce(OLD."assignee_id", ''), -1),
		             (NEW."kind", NEW."source", NEW."status", coalesce(NEW."assignee_id", ''), 1))
			AS moved ("kind", "source", "status", "assignee", "n")
		ORDER BY 1, 2, 3, 4
		ON CONFLICT ("kind", "source", "status", "assignee")
		DO UPDATE SET "leads" = "lead_stage_tallies"."leads" + excluded."leads";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_stage_tallies_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lead_stage_tallies";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_stage_tally_insert" AFTER INSERT ON "leads"
	REFERENCING NEW TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_stage_tallies_apply"('1');
--> statement-breakpoint
CREATE TRIGGER "leads_stage_tally_delete" AFTER DELETE ON "leads"
	REFERENCING OLD TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_stage_tallies_apply"('-1');
--> statement-breakpoint
CREATE TRIGGER "leads_stage_tally_update" AFTER UPDATE OF "kind", "source", "status", "assignee_id" ON "leads"
	FOR EACH ROW WHEN (OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."source" IS DISTINCT FROM NEW."source"
		OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."assignee_id" IS DISTINCT FROM NEW."assignee_id")
	EXECUTE FUNCTION "lead_stage_tallies_move"();
--> statement-breakpoint
CREATE TRIGGER "leads_stage_tally_truncate" AFTER TRUNCATE ON "leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_stage_tallies_reset"();
--> statement-breakpoint
INSERT INTO "lead_stage_tallies" ("kind", "source", "status", "assignee", "leads")
	SELECT "kind", "source", "status", coalesce("assignee_id", ''), count(*) FROM "leads" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The Unique Emails card counted lead_emails' rows (70,000 for 100,000 leads) on each view: its
-- row count is now kept in lead_counts by triggers on lead_emails. An address already there is
-- an update of its row (ON CONFLICT), so only new addresses reach the insert trigger.
CREATE FUNCTION "lead_counts_emails"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_counts" ("name", "value")
		SELECT 'emails', TG_ARGV[0]::int * count(*) FROM "changed_emails" HAVING count(*) > 0
		ON CONFLICT ("name") DO UPDATE SET "value" = "lead_counts"."value" + excluded."value";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_counts_emails_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lead_counts" SET "value" = 0 WHERE "name" = 'emails';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lead_emails_count_insert" AFTER INSERT ON "lead_emails"
	REFERENCING NEW TABLE AS "changed_emails"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_emails"('1');
--> statement-breakpoint
CREATE TRIGGER "lead_emails_count_delete" AFTER DELETE ON "lead_emails"
	REFERENCING OLD TABLE AS "changed_emails"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_emails"('-1');
--> statement-breakpoint
CREATE TRIGGER "lead_emails_count_truncate" AFTER TRUNCATE ON "lead_emails"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_counts_emails_reset"();
--> statement-breakpoint
INSERT INTO "lead_counts" ("name", "value") SELECT 'emails', count(*) FROM "lead_emails";
--> statement-breakpoint
-- Leads received per UTC hour and how many of those are Won now, for the 30-day and weekly
-- charts, which read every lead of their period on each view. date_bin with a UTC origin does not
-- depend on the session's time zone. Inserts and deletes add or remove the changed set's counts;
-- an update moves a lead only when its arrival time or whether it is Won changes (most status
-- changes do neither). Written in hour order, like the tallies above.
CREATE FUNCTION "lead_hour_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_hour_tallies" ("hour", "received", "won")
		SELECT date_bin('1 hour', "created_at", timestamptz '2000-01-01 00:00:00+00'),
			TG_ARGV[0]::int * count(*), TG_ARGV[0]::int * count(*) FILTER (WHERE "status" = 'won')
		FROM "changed_leads" GROUP BY 1 ORDER BY 1
		ON CONFLICT ("hour") DO UPDATE SET "received" = "lead_hour_tallies"."received" + excluded."received",
			"won" = "lead_hour_tallies"."won" + excluded."won";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_hour_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_hour_tallies" ("hour", "received", "won")
		SELECT "hour", sum("received"), sum("won")
		FROM (VALUES
			(date_bin('1 hour', OLD."created_at", timestamptz '2000-01-01 00:00:00+00'), -1,
				-(OLD."status" = 'won')::int),
			(date_bin('1 hour', NEW."created_at", timestamptz '2000-01-01 00:00:00+00'), 1,
				(NEW."status" = 'won')::int)) AS moved ("hour", "received", "won")
		GROUP BY 1 ORDER BY 1
		ON CONFLICT ("hour") DO UPDATE SET "received" = "lead_hour_tallies"."received" + excluded."received",
			"won" = "lead_hour_tallies"."won" + excluded."won";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_hour_tallies_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lead_hour_tallies";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_hour_tally_insert" AFTER INSERT ON "leads"
	REFERENCING NEW TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_hour_tallies_apply"('1');
--> statement-breakpoint
CREATE TRIGGER "leads_hour_tally_delete" AFTER DELETE ON "leads"
	REFERENCING OLD TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_hour_tallies_apply"('-1');
--> statement-breakpoint
CREATE TRIGGER "leads_hour_tally_update" AFTER UPDATE OF "created_at", "status" ON "leads"
	FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at"
		OR (OLD."status" = 'won') IS DISTINCT FROM (NEW."status" = 'won'))
	EXECUTE FUNCTION "lead_hour_tallies_move"();
--> statement-breakpoint
CREATE TRIGGER "leads_hour_tally_truncate" AFTER TRUNCATE ON "leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_hour_tallies_reset"();
--> statement-breakpoint
INSERT INTO "lead_hour_tallies" ("hour", "received", "won")
	SELECT date_bin('1 hour', "created_at", timestamptz '2000-01-01 00:00:00+00'), count(*),
		count(*) FILTER (WHERE "status" = 'won')
	FROM "leads" GROUP BY 1;
