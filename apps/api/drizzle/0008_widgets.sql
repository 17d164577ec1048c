CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_body_length" CHECK (char_length("chat_messages"."body") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "learn_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"views_7d" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "learn_articles_locale_slug" UNIQUE("locale","slug"),
	CONSTRAINT "learn_articles_slug_shape" CHECK ("learn_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "tool_files" (
	"name" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_sent_idx" ON "chat_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "learn_articles_trending_idx" ON "learn_articles" USING btree ("locale","views_7d");