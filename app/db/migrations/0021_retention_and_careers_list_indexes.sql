CREATE TABLE "daily_job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" integer,
	CONSTRAINT "daily_job_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "subcontractor_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"document_retention_years" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subcontractors" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_stage_created_idx" ON "job_applications" USING btree ("stage","created_at","id");