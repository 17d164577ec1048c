CREATE TABLE "click_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"button" text NOT NULL,
	"page" text NOT NULL,
	"site_key" text NOT NULL,
	"locale" text,
	"user_id" integer,
	"client_ts" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_events_site_created_idx" ON "click_events" USING btree ("site_key","created_at");