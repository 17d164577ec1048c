CREATE TABLE "chart_states" (
	"user_id" integer NOT NULL,
	"chart_id" text NOT NULL,
	"state" jsonb NOT NULL,
	"saved_seq" bigserial NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chart_states_user_id_chart_id_pk" PRIMARY KEY("user_id","chart_id"),
	CONSTRAINT "chart_states_chart_id_shape" CHECK ("chart_states"."chart_id" ~ '^[a-z0-9-]{1,32}$')
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pair" text NOT NULL,
	"price" numeric NOT NULL,
	"direction" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"triggered_at" timestamp with time zone,
	CONSTRAINT "price_alerts_direction_check" CHECK ("price_alerts"."direction" in ('above', 'below')),
	CONSTRAINT "price_alerts_status_check" CHECK ("price_alerts"."status" in ('active', 'triggered')),
	CONSTRAINT "price_alerts_price_positive" CHECK ("price_alerts"."price" > 0),
	CONSTRAINT "price_alerts_triggered_check" CHECK (("price_alerts"."status" = 'triggered') = ("price_alerts"."triggered_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pair" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"filled" numeric DEFAULT '0' NOT NULL,
	"avg_price" numeric DEFAULT '0' NOT NULL,
	"fee" numeric DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_orders_side_check" CHECK ("spot_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "spot_orders_type_check" CHECK ("spot_orders"."type" in ('limit', 'market')),
	CONSTRAINT "spot_orders_status_check" CHECK ("spot_orders"."status" in ('open', 'filled', 'cancelled')),
	CONSTRAINT "spot_orders_price_check" CHECK (("spot_orders"."type" = 'limit' and "spot_orders"."price" > 0) or ("spot_orders"."type" = 'market' and "spot_orders"."price" = 0)),
	CONSTRAINT "spot_orders_amounts_check" CHECK ("spot_orders"."amount" > 0 and "spot_orders"."filled" >= 0 and "spot_orders"."filled" <= "spot_orders"."amount" and "spot_orders"."fee" >= 0 and "spot_orders"."avg_price" >= 0),
	CONSTRAINT "spot_orders_market_not_open" CHECK ("spot_orders"."type" = 'limit' or "spot_orders"."status" <> 'open')
);
--> statement-breakpoint
ALTER TABLE "spot_markets" ADD COLUMN "price_decimals" integer;--> statement-breakpoint
ALTER TABLE "spot_markets" ADD COLUMN "amount_decimals" integer;--> statement-breakpoint
ALTER TABLE "spot_markets" ADD COLUMN "min_amount" numeric;--> statement-breakpoint
ALTER TABLE "spot_markets" ADD COLUMN "min_total" numeric;--> statement-breakpoint
-- The trading rules of the rows that exist, from their stored rate, as src/domain/pairRules.ts
-- computes them for new rows (keep the two in step): the least total is about one US dollar in the
-- quote; the price keeps about six significant digits (the simulator's decimalsFor); one amount
-- step is worth at most 1% of the least total (0 to 8 decimals); the least amount is ten steps.
-- From here on the stored rules never change (the simulator rounds prices to price_decimals).
UPDATE "spot_markets" SET "min_total" = CASE "curr_b" WHEN 'BTC' THEN 0.00002 WHEN 'ETH' THEN 0.0005 WHEN 'TRY' THEN 50 WHEN 'JPY' THEN 200 WHEN 'SGD' THEN 2 ELSE 1 END;--> statement-breakpoint
UPDATE "spot_markets" SET
	"price_decimals" = CASE WHEN "rate" > 0 THEN least(14, greatest(0, 5 - floor(log("rate"))))::integer ELSE 8 END,
	"amount_decimals" = CASE WHEN "rate" > 0 THEN least(8, greatest(0, ceil(log("rate" * 100 / "min_total"))))::integer ELSE 8 END;--> statement-breakpoint
UPDATE "spot_markets" SET "min_amount" = trim_scale(power(10::numeric, 1 - "amount_decimals"));--> statement-breakpoint
ALTER TABLE "spot_markets" ALTER COLUMN "price_decimals" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_markets" ALTER COLUMN "amount_decimals" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_markets" ALTER COLUMN "min_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_markets" ALTER COLUMN "min_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chart_states" ADD CONSTRAINT "chart_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_states_user_seq_idx" ON "chart_states" USING btree ("user_id","saved_seq");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "price_alerts_active_pair_idx" ON "price_alerts" USING btree ("pair","direction","price") WHERE "price_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "price_alerts_triggered_idx" ON "price_alerts" USING btree ("triggered_at") WHERE "price_alerts"."status" = 'triggered';--> statement-breakpoint
CREATE INDEX "spot_orders_user_idx" ON "spot_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "spot_orders_open_pair_idx" ON "spot_orders" USING btree ("pair","side","price") WHERE "spot_orders"."status" = 'open';--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_available_not_negative" CHECK ("balances"."available" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_locked_not_negative" CHECK ("balances"."locked" >= 0);--> statement-breakpoint
ALTER TABLE "spot_markets" ADD CONSTRAINT "spot_markets_price_decimals_range" CHECK ("spot_markets"."price_decimals" between 0 and 14);--> statement-breakpoint
ALTER TABLE "spot_markets" ADD CONSTRAINT "spot_markets_amount_decimals_range" CHECK ("spot_markets"."amount_decimals" between 0 and 14);--> statement-breakpoint
ALTER TABLE "spot_markets" ADD CONSTRAINT "spot_markets_minimums_positive" CHECK ("spot_markets"."min_amount" > 0 and "spot_markets"."min_total" > 0);