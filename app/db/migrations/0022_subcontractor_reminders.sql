CREATE TABLE "subcontractor_expiry_reminders" (
	"document_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcontractor_expiry_reminders_document_id_stage_pk" PRIMARY KEY("document_id","stage")
);
--> statement-breakpoint
CREATE TABLE "subcontractor_job_runs" (
	"job" text NOT NULL,
	"period" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" integer,
	CONSTRAINT "subcontractor_job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
ALTER TABLE "subcontractors" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subcontractor_expiry_reminders" ADD CONSTRAINT "subcontractor_expiry_reminders_document_id_subcontractor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."subcontractor_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subcontractor_documents_latest_idx" ON "subcontractor_documents" USING btree ("subcontractor_id","requirement_id","created_at");