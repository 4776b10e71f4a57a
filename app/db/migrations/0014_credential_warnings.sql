CREATE TABLE "credential_warnings" (
	"key" text PRIMARY KEY NOT NULL,
	"expires" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
