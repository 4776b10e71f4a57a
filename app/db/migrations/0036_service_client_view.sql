CREATE TABLE "service_contact_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"token_hash" text,
	"token_seed" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_contact_links_contact_id_unique" UNIQUE("contact_id"),
	CONSTRAINT "service_contact_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "work_order_invoices" (
	"work_order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_order_nte_raises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "service_contact_links" ADD CONSTRAINT "service_contact_links_contact_id_service_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."service_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_invoices" ADD CONSTRAINT "work_order_invoices_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_nte_raises" ADD CONSTRAINT "work_order_nte_raises_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_nte_raises" ADD CONSTRAINT "work_order_nte_raises_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_nte_raises_order_idx" ON "work_order_nte_raises" USING btree ("work_order_id","requested_at");