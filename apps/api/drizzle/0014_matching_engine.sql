CREATE TABLE "spot_books" (
	"pair" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"wanted_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spot_fills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pair" text NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_user_id" integer NOT NULL,
	"maker_user_id" integer NOT NULL,
	"side" text NOT NULL,
	"price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"taker_fee" numeric NOT NULL,
	"taker_fee_asset" text NOT NULL,
	"maker_fee" numeric NOT NULL,
	"maker_fee_asset" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_fills_side_check" CHECK ("spot_fills"."side" in ('buy', 'sell')),
	CONSTRAINT "spot_fills_positive" CHECK ("spot_fills"."price" > 0 and "spot_fills"."amount" > 0 and "spot_fills"."taker_fee" >= 0 and "spot_fills"."maker_fee" >= 0),
	CONSTRAINT "spot_fills_two_users" CHECK ("spot_fills"."taker_user_id" <> "spot_fills"."maker_user_id")
);
--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "filled_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "time_in_force" text DEFAULT 'gtc' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "finish_as" text;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "client_id" text;--> statement-breakpoint
UPDATE "spot_orders" SET "finish_as" = "status", "filled_total" = "filled" * "avg_price" WHERE "status" <> 'open';--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_taker_order_id_spot_orders_id_fk" FOREIGN KEY ("taker_order_id") REFERENCES "public"."spot_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_maker_order_id_spot_orders_id_fk" FOREIGN KEY ("maker_order_id") REFERENCES "public"."spot_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_fills_pair_idx" ON "spot_fills" USING btree ("pair","id");--> statement-breakpoint
CREATE INDEX "spot_fills_taker_idx" ON "spot_fills" USING btree ("taker_user_id","id");--> statement-breakpoint
CREATE INDEX "spot_fills_maker_idx" ON "spot_fills" USING btree ("maker_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_client_id_idx" ON "spot_orders" USING btree ("user_id","client_id") WHERE "spot_orders"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_tif_check" CHECK ("spot_orders"."time_in_force" in ('gtc', 'ioc'));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_finish_check" CHECK (("spot_orders"."status" = 'open') = ("spot_orders"."finish_as" is null));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_filled_total_check" CHECK ("spot_orders"."filled_total" >= 0);