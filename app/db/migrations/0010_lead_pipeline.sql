CREATE TABLE "lead_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(btrim(email))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')) STORED;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_at_idx" ON "lead_events" USING btree ("lead_id","at","id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_status_created_at_id_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_assignee_created_at_id_idx" ON "leads" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_follow_up_on_idx" ON "leads" USING btree ("follow_up_on") WHERE follow_up_on is not null;--> statement-breakpoint
CREATE INDEX "leads_email_key_created_at_idx" ON "leads" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_key_created_at_idx" ON "leads" USING btree ("phone_key","created_at") WHERE phone_key is not null;--> statement-breakpoint
-- The tallies (0005) counted every update as a removal and an addition, a statement-level trigger
-- that reads the whole changed set. The pipeline updates leads all day (status, assignee,
-- activity) and never their kind or address: a row trigger now runs only when one of those two
-- changes, and moves that one lead's counts.
DROP TRIGGER "leads_tally_update_old" ON "leads";
--> statement-breakpoint
DROP TRIGGER "leads_tally_update_new" ON "leads";
--> statement-breakpoint
CREATE FUNCTION "lead_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lead_tallies" SET "leads" = "leads" - 1 WHERE "kind" = OLD."kind";
	INSERT INTO "lead_tallies" ("kind", "leads") VALUES (NEW."kind", 1)
		ON CONFLICT ("kind") DO UPDATE SET "leads" = "lead_tallies"."leads" + 1;
	UPDATE "lead_emails" SET "leads" = "leads" - 1 WHERE "email" = OLD."email";
	DELETE FROM "lead_emails" WHERE "email" = OLD."email" AND "leads" <= 0;
	INSERT INTO "lead_emails" ("email", "leads") VALUES (NEW."email", 1)
		ON CONFLICT ("email") DO UPDATE SET "leads" = "lead_emails"."leads" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_tally_update" AFTER UPDATE OF "kind", "email" ON "leads"
	FOR EACH ROW WHEN (OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."email" IS DISTINCT FROM NEW."email")
	EXECUTE FUNCTION "lead_tallies_move"();
--> statement-breakpoint
-- Leads stored before the pipeline: New, last active when received, with their "received" entry.
UPDATE "leads" SET "last_activity_at" = "created_at";
--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "kind", "at") SELECT "id", 'received', "created_at" FROM "leads";
