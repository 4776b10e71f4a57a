CREATE TABLE "daily_job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" integer,
	CONSTRAINT "daily_job_runs_job_day_pk" PRIMARY KEY("job","day")
);
