CREATE TABLE "subcontractor_requirement_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcontractor_requirement_sets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subcontractor_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcontractor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subcontractor_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"file_id" uuid,
	"file_name" text,
	"expires_on" date,
	"number" text,
	"amount" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcontractor_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subcontractor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcontractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"trade" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"broker_email" text,
	"set_id" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text,
	"token_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subcontractor_requirements" ADD CONSTRAINT "subcontractor_requirements_set_id_subcontractor_requirement_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."subcontractor_requirement_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_documents" ADD CONSTRAINT "subcontractor_documents_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_documents" ADD CONSTRAINT "subcontractor_documents_requirement_id_subcontractor_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."subcontractor_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_events" ADD CONSTRAINT "subcontractor_events_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD CONSTRAINT "subcontractors_set_id_subcontractor_requirement_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."subcontractor_requirement_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subcontractor_requirements_set_idx" ON "subcontractor_requirements" USING btree ("set_id","position");--> statement-breakpoint
CREATE INDEX "subcontractor_documents_subcontractor_idx" ON "subcontractor_documents" USING btree ("subcontractor_id","created_at");--> statement-breakpoint
CREATE INDEX "subcontractor_events_idx" ON "subcontractor_events" USING btree ("subcontractor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subcontractors_token_hash_idx" ON "subcontractors" USING btree ("token_hash") WHERE "subcontractors"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "subcontractors_email_idx" ON "subcontractors" USING btree (lower("email"));