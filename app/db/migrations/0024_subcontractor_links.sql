CREATE TABLE "subcontractor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subcontractor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text,
	"token_seed" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "subcontractors_token_hash_idx";--> statement-breakpoint
ALTER TABLE "subcontractor_links" ADD CONSTRAINT "subcontractor_links_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subcontractor_links_token_hash_idx" ON "subcontractor_links" USING btree ("token_hash") WHERE "subcontractor_links"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subcontractor_links_holder_idx" ON "subcontractor_links" USING btree ("subcontractor_id",lower("email"));--> statement-breakpoint
-- The one link each subcontractor had becomes their contact's link, for 90 days from now; it
-- cannot be sent again (no seed): the next link sent to the contact is a new one.
INSERT INTO "subcontractor_links" ("subcontractor_id", "email", "role", "token_hash", "sent_at", "expires_at")
SELECT "id", "email", 'contact', "token_hash", coalesce("token_issued_at", "created_at"), now() + interval '90 days'
FROM "subcontractors" WHERE "token_hash" IS NOT NULL AND "removed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "subcontractors" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "subcontractors" DROP COLUMN "token_issued_at";