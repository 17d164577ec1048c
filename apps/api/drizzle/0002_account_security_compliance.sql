CREATE TABLE "compliance_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"country" integer,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_hk_user" boolean DEFAULT false NOT NULL,
	"limit_country_user_status" text,
	CONSTRAINT "compliance_rules_site_country_key" UNIQUE NULLS NOT DISTINCT("site_key","country")
);
--> statement-breakpoint
CREATE TABLE "fiat_settings" (
	"fiat" text PRIMARY KEY NOT NULL,
	"credit_card" boolean NOT NULL,
	"bank_transfer" boolean NOT NULL,
	"p2p" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_pass_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totp_used" (
	"user_id" integer NOT NULL,
	"step" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "totp_used_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_mode" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unified_first_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "options_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cross_margin_uid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fund_pass_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fund_pass_frequency" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "fiat_settings" ADD CONSTRAINT "fiat_settings_fiat_fiats_code_fk" FOREIGN KEY ("fiat") REFERENCES "public"."fiats"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_pass_attempts" ADD CONSTRAINT "fund_pass_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_used" ADD CONSTRAINT "totp_used_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_pass_attempts_user_idx" ON "fund_pass_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_mode_check" CHECK ("users"."account_mode" in ('classic', 'single_currency', 'multi_currency', 'portfolio'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fund_pass_frequency_check" CHECK ("users"."fund_pass_frequency" in (0, 1, 2));