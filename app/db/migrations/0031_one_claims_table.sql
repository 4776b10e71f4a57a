-- One claims table for every periodic job (docs/decisions/0082): the lead jobs' and the
-- subcontractors' claims move into daily_job_runs under their new names, so no day or week that
-- ran is run again.
INSERT INTO "daily_job_runs" ("job", "day", "claimed_at", "outcome")
SELECT 'lead-' || "job", "day", "claimed_at", "outcome" FROM "lead_daily_runs"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "daily_job_runs" ("job", "day", "claimed_at", "outcome")
SELECT 'subcontractor-' || "job", "period", "claimed_at", "outcome" FROM "subcontractor_job_runs"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "lead_daily_runs" CASCADE;--> statement-breakpoint
DROP TABLE "subcontractor_job_runs" CASCADE;
