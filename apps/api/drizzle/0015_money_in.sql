CREATE TABLE "deposit_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_addresses_user_key" UNIQUE("user_id","currency","network"),
	CONSTRAINT "deposit_addresses_address_key" UNIQUE("address","memo")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"amount" numeric NOT NULL,
	"tx_hash" text NOT NULL,
	"block" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "deposits_tx_key" UNIQUE("network","tx_hash"),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('pending', 'confirmed', 'below_minimum')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_confirmations_check" CHECK ("deposits"."confirmations" >= 0 and "deposits"."required" > 0),
	CONSTRAINT "deposits_credited_check" CHECK (("deposits"."status" = 'confirmed') = ("deposits"."credited_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("network","block") WHERE "deposits"."status" = 'pending';