CREATE TABLE "subcontractor_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"document_retention_years" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subcontractors" ADD COLUMN "removed_at" timestamp with time zone;