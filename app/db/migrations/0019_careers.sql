CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"licenses" text DEFAULT '' NOT NULL,
	"years_in_trade" integer,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"resume_file_id" uuid,
	"person_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"title_es" text,
	"office_id" text NOT NULL,
	"employment_type" text NOT NULL,
	"pay_min" integer NOT NULL,
	"pay_max" integer NOT NULL,
	"pay_period" text NOT NULL,
	"description" text NOT NULL,
	"description_es" text,
	"requirements" text NOT NULL,
	"requirements_es" text,
	"closes_on" date NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_file_id_stored_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_posting_stage_created_idx" ON "job_applications" USING btree ("posting_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_decided_at_idx" ON "job_applications" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "job_postings_status_closes_on_idx" ON "job_postings" USING btree ("status","closes_on");