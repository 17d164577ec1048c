CREATE TABLE "business_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"country" text,
	"user_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"ok_button" text DEFAULT '' NOT NULL,
	"cancel_button" text DEFAULT '' NOT NULL,
	"ok_button_router" text DEFAULT '' NOT NULL,
	"text_link" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_close_button" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	CONSTRAINT "business_tips_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "business_tips_country_shape" CHECK ("business_tips"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" integer PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2"),
	CONSTRAINT "countries_iso2_shape" CHECK ("countries"."iso2" ~ '^[A-Z]{2}$'),
	CONSTRAINT "countries_code_range" CHECK ("countries"."code" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"page" text NOT NULL,
	"release" text NOT NULL,
	"stack" text,
	"user_agent" text NOT NULL,
	"site_key" text NOT NULL,
	"user_id" integer,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kol_code" text NOT NULL,
	"agency_type" integer DEFAULT 0 NOT NULL,
	"open_to_referrals" boolean DEFAULT true NOT NULL,
	"public_id" text NOT NULL,
	CONSTRAINT "referral_accounts_kol_code_unique" UNIQUE("kol_code"),
	CONSTRAINT "referral_accounts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "referral_accounts_agency_type_range" CHECK ("referral_accounts"."agency_type" between 0 and 4),
	CONSTRAINT "referral_accounts_kol_code_shape" CHECK ("referral_accounts"."kol_code" ~ '^[A-Za-z0-9_-]{1,32}$')
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"invite_code" text NOT NULL,
	"ref_type" text,
	"channel" text,
	"group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_user_guides" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency_hours" integer DEFAULT 24 NOT NULL,
	"cookie_key" text NOT NULL,
	"message" text NOT NULL,
	"url" text NOT NULL,
	"be_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "risk_user_guides_frequency_range" CHECK ("risk_user_guides"."frequency_hours" between 0 and 8760),
	CONSTRAINT "risk_user_guides_cookie_key_shape" CHECK ("risk_user_guides"."cookie_key" ~ '^[A-Za-z0-9_]{0,64}$')
);
--> statement-breakpoint
-- Before 0009 a rule's country was a numeric code with no defined meaning (no countries table);
-- from 0009 it is an ISO alpha-2 code. A country rule written before cannot be carried over
-- safely (neither dropping it nor widening it to the whole site would be right): refuse to migrate
-- so an operator rewrites it by hand. The seed never wrote one.
DO $$ BEGIN
	IF EXISTS (SELECT 1 FROM "compliance_rules" WHERE "country" IS NOT NULL) THEN
		RAISE EXCEPTION 'compliance_rules has rows with a numeric country: delete them or set country to NULL, then migrate again and re-add them with ISO alpha-2 codes';
	END IF;
END $$;--> statement-breakpoint
ALTER TABLE "compliance_rules" ALTER COLUMN "country" SET DATA TYPE text USING NULL;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "toast_config" jsonb;--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD COLUMN "limit_country_toast" jsonb;--> statement-breakpoint
ALTER TABLE "business_tips" ADD CONSTRAINT "business_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD CONSTRAINT "referral_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_user_guides" ADD CONSTRAINT "risk_user_guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_tips_site_idx" ON "business_tips" USING btree ("site_key");--> statement-breakpoint
CREATE INDEX "error_reports_ip_idx" ON "error_reports" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
ALTER TABLE "compliance_rules" DROP COLUMN "limit_country_user_status";--> statement-breakpoint
ALTER TABLE "compliance_rules" ADD CONSTRAINT "compliance_rules_country_shape" CHECK ("compliance_rules"."country" ~ '^[A-Z]{2}$');