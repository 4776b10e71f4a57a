CREATE SEQUENCE "public"."work_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "service_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"po_required" boolean DEFAULT false NOT NULL,
	"default_nte_cents" integer,
	"priorities" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contact_sites" (
	"contact_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "service_contact_sites_contact_id_site_id_pk" PRIMARY KEY("contact_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "service_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"all_sites" boolean DEFAULT true NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(btrim(email))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_contacts_client_email_key" UNIQUE("client_id","email_key"),
	CONSTRAINT "service_contacts_language_known" CHECK ("service_contacts"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "service_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"site_number" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_sites_client_number_key" UNIQUE("client_id","site_number")
);
--> statement-breakpoint
CREATE TABLE "work_order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"work_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('work_order_number_seq') NOT NULL,
	"client_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"contact_id" uuid,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"requester_phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"po_missing" boolean DEFAULT false NOT NULL,
	"nte_cents" integer,
	"priority" text NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"on_site_by" timestamp with time zone NOT NULL,
	"complete_by" timestamp with time zone NOT NULL,
	"trade" text NOT NULL,
	"description" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"meet_person" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "service_contact_sites" ADD CONSTRAINT "service_contact_sites_contact_id_service_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."service_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contact_sites" ADD CONSTRAINT "service_contact_sites_site_id_service_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."service_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contacts" ADD CONSTRAINT "service_contacts_client_id_service_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."service_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sites" ADD CONSTRAINT "service_sites_client_id_service_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."service_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_client_id_service_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."service_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_site_id_service_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."service_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_contact_id_service_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."service_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_contacts_email_key_idx" ON "service_contacts" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "work_order_events_order_at_idx" ON "work_order_events" USING btree ("work_order_id","at","id");--> statement-breakpoint
CREATE INDEX "work_orders_client_created_idx" ON "work_orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_status_respond_idx" ON "work_orders" USING btree ("status","respond_by");