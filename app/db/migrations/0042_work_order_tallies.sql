CREATE TABLE "work_order_tallies" (
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"work_orders" integer NOT NULL,
	CONSTRAINT "work_order_tallies_client_id_status_pk" PRIMARY KEY("client_id","status")
);
--> statement-breakpoint
-- Work orders per (client, status), for the desk's count under its client and status filters,
-- which counted the work orders on each view (docs/decisions/0120). Kept like
-- job_application_tallies (0041): inserts and deletes (a client's removal cascades) add or
-- remove the changed set's counts, one statement-level trigger each; an update moves one work
-- order's count only when its client or status changes. Every write upserts in key order, so
-- concurrent changes lock tally rows in one order and cannot deadlock. Rows at 0 are kept.
CREATE FUNCTION "work_order_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "work_order_tallies" ("client_id", "status", "work_orders")
		SELECT "client_id", "status", TG_ARGV[0]::int * count(*)
		FROM "changed_work_orders" GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("client_id", "status")
		DO UPDATE SET "work_orders" = "work_order_tallies"."work_orders" + excluded."work_orders";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "work_order_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "work_order_tallies" ("client_id", "status", "work_orders")
		SELECT "client_id", "status", "n"
		FROM (VALUES (OLD."client_id", OLD."status", -1), (NEW."client_id", NEW."status", 1))
			AS moved ("client_id", "status", "n")
		ORDER BY 1, 2
		ON CONFLICT ("client_id", "status")
		DO UPDATE SET "work_orders" = "work_order_tallies"."work_orders" + excluded."work_orders";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "work_order_tallies_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "work_order_tallies";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_insert" AFTER INSERT ON "work_orders"
	REFERENCING NEW TABLE AS "changed_work_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "work_order_tallies_apply"('1');
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_delete" AFTER DELETE ON "work_orders"
	REFERENCING OLD TABLE AS "changed_work_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "work_order_tallies_apply"('-1');
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_update" AFTER UPDATE OF "client_id", "status" ON "work_orders"
	FOR EACH ROW WHEN (OLD."client_id" IS DISTINCT FROM NEW."client_id" OR OLD."status" IS DISTINCT FROM NEW."status")
	EXECUTE FUNCTION "work_order_tallies_move"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_tally_truncate" AFTER TRUNCATE ON "work_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "work_order_tallies_reset"();
--> statement-breakpoint
INSERT INTO "work_order_tallies" ("client_id", "status", "work_orders")
	SELECT "client_id", "status", count(*) FROM "work_orders" GROUP BY 1, 2;
