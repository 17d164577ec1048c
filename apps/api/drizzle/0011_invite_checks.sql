CREATE TABLE "invite_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invite_checks_ip_idx" ON "invite_checks" USING btree ("ip","created_at");