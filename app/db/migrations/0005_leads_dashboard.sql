CREATE TABLE "lead_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"leads" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_tallies" (
	"kind" text PRIMARY KEY NOT NULL,
	"leads" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_kind_created_at_id_idx" ON "leads" USING btree ("kind","created_at","id");--> statement-breakpoint
-- The tallies follow every change to leads, whoever makes it. Inserts lock tally rows in a fixed
-- order (kinds, then addresses, each sorted) so that concurrent submissions cannot deadlock.
CREATE FUNCTION "lead_tallies_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_tallies" ("kind", "leads")
		SELECT "kind", count(*) FROM "changed_leads" GROUP BY "kind" ORDER BY "kind"
		ON CONFLICT ("kind") DO UPDATE SET "leads" = "lead_tallies"."leads" + excluded."leads";
	INSERT INTO "lead_emails" ("email", "leads")
		SELECT "email", count(*) FROM "changed_leads" GROUP BY "email" ORDER BY "email"
		ON CONFLICT ("email") DO UPDATE SET "leads" = "lead_emails"."leads" + excluded."leads";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lead_tallies" SET "leads" = "lead_tallies"."leads" - gone."n"
		FROM (SELECT "kind", count(*) AS "n" FROM "changed_leads" GROUP BY "kind") AS gone
		WHERE "lead_tallies"."kind" = gone."kind";
	UPDATE "lead_emails" SET "leads" = "lead_emails"."leads" - gone."n"
		FROM (SELECT "email", count(*) AS "n" FROM "changed_leads" GROUP BY "email") AS gone
		WHERE "lead_emails"."email" = gone."email";
	DELETE FROM "lead_emails"
		WHERE "leads" <= 0 AND "email" IN (SELECT "email" FROM "changed_leads");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_tallies_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lead_tallies";
	DELETE FROM "lead_emails";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_tally_insert" AFTER INSERT ON "leads"
	REFERENCING NEW TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_tallies_add"();
--> statement-breakpoint
CREATE TRIGGER "leads_tally_delete" AFTER DELETE ON "leads"
	REFERENCING OLD TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_tallies_remove"();
--> statement-breakpoint
-- An update (none is made today) counts as removing the old row and adding the new one.
CREATE TRIGGER "leads_tally_update_old" AFTER UPDATE ON "leads"
	REFERENCING OLD TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_tallies_remove"();
--> statement-breakpoint
CREATE TRIGGER "leads_tally_update_new" AFTER UPDATE ON "leads"
	REFERENCING NEW TABLE AS "changed_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_tallies_add"();
--> statement-breakpoint
CREATE TRIGGER "leads_tally_truncate" AFTER TRUNCATE ON "leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "lead_tallies_reset"();
--> statement-breakpoint
INSERT INTO "lead_tallies" ("kind", "leads") SELECT "kind", count(*) FROM "leads" GROUP BY "kind";
--> statement-breakpoint
INSERT INTO "lead_emails" ("email", "leads") SELECT "email", count(*) FROM "leads" GROUP BY "email";
