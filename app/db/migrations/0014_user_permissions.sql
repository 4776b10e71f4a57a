CREATE TABLE "user_permissions" (
	"user_id" text NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: today's lead-access flags become "leads" grants before the column goes.
INSERT INTO "user_permissions" ("user_id", "permission") SELECT "id", 'leads' FROM "users" WHERE "lead_access";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "lead_access";