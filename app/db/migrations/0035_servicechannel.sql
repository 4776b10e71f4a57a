CREATE TABLE "servicechannel_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "servicechannel_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"event_type" text NOT NULL,
	"source" text NOT NULL,
	"work_order_id" bigint NOT NULL,
	"object_updated" text,
	"object" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "servicechannel_events_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "servicechannel_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "servicechannel_state" (
	"key" text PRIMARY KEY NOT NULL,
	"polled_through" timestamp with time zone,
	"poll_lease_until" timestamp with time zone,
	"last_poll_error" text,
	"refused_signatures" integer DEFAULT 0 NOT NULL,
	"last_refused_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "service_clients" ADD COLUMN "servicechannel_subscriber_id" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "servicechannel_id" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "servicechannel_number" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "servicechannel_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "servicechannel_events_status_idx" ON "servicechannel_events" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "servicechannel_outbox_status_next_idx" ON "servicechannel_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "service_clients" ADD CONSTRAINT "service_clients_servicechannel_subscriber_id_unique" UNIQUE("servicechannel_subscriber_id");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_servicechannel_id_unique" UNIQUE("servicechannel_id");