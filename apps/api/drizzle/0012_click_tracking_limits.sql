CREATE TABLE "track_quota" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "track_quota_ip_idx" ON "track_quota" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "click_events_created_idx" ON "click_events" USING btree ("created_at");