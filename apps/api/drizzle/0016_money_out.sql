CREATE TABLE "deposit_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_tail" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"usd_value" numeric NOT NULL,
	"status" text NOT NULL,
	"redeemed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "deposit_codes_status_check" CHECK ("deposit_codes"."status" in ('active', 'redeemed', 'cancelled')),
	CONSTRAINT "deposit_codes_amount_check" CHECK ("deposit_codes"."amount" > 0),
	CONSTRAINT "deposit_codes_redeemed_check" CHECK ("deposit_codes"."status" = 'redeemed' or "deposit_codes"."redeemed_by" is null)
);
--> statement-breakpoint
CREATE TABLE "internal_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"usd_value" numeric NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "internal_transfers_amount_check" CHECK ("internal_transfers"."amount" > 0 and "internal_transfers"."from_user_id" <> "internal_transfers"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "withdraw_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"amount" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"receive_amount" numeric NOT NULL,
	"usd_value" numeric NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text,
	"fail_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'processing', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "withdrawals_amounts_check" CHECK ("withdrawals"."fee" >= 0 and "withdrawals"."receive_amount" > 0 and "withdrawals"."amount" = "withdrawals"."fee" + "withdrawals"."receive_amount" and "withdrawals"."usd_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdraw_whitelist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_codes" ADD CONSTRAINT "deposit_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_codes" ADD CONSTRAINT "deposit_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_addresses" ADD CONSTRAINT "withdraw_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_codes_client_id_idx" ON "deposit_codes" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "deposit_codes_user_idx" ON "deposit_codes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_codes_redeemed_idx" ON "deposit_codes" USING btree ("redeemed_by","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_transfers_client_id_idx" ON "internal_transfers" USING btree ("from_user_id","client_id");--> statement-breakpoint
CREATE INDEX "internal_transfers_from_idx" ON "internal_transfers" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "internal_transfers_to_idx" ON "internal_transfers" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_addresses_unique_idx" ON "withdraw_addresses" USING btree ("user_id","currency","network","address","memo");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_client_id_idx" ON "withdrawals" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status","id") WHERE "withdrawals"."status" in ('pending', 'processing');