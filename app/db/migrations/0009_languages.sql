ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_language_created_at_id_idx" ON "leads" USING btree ("language","created_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language_known" CHECK ("leads"."language" in ('en', 'es'));