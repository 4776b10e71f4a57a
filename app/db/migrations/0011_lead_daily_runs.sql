CREATE TABLE "lead_daily_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" integer,
	CONSTRAINT "lead_daily_runs_job_day_pk" PRIMARY KEY("job","day")
);
