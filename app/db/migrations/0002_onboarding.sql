CREATE TABLE "onboarding_completions" (
	"person_key" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hr_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_form_sync" (
	"form_id" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"submission_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_manual_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_key" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"form_number" integer NOT NULL,
	"note" text NOT NULL,
	"marked_by" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"person_key" text,
	"first_name" text,
	"last_name" text,
	"created_at" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_manual_person_form_idx" ON "onboarding_manual_completions" USING btree ("person_key","form_number");--> statement-breakpoint
CREATE INDEX "onboarding_submissions_person_form_idx" ON "onboarding_submissions" USING btree ("person_key","form_id");--> statement-breakpoint
CREATE INDEX "onboarding_submissions_form_idx" ON "onboarding_submissions" USING btree ("form_id");