CREATE TABLE "futures_contracts" (
	"testnet" boolean NOT NULL,
	"settle" text NOT NULL,
	"name" text NOT NULL,
	"coin_name" text NOT NULL,
	"categories" jsonb NOT NULL,
	"is_tag_st" boolean DEFAULT false NOT NULL,
	"last_price" numeric NOT NULL,
	"open_24h" numeric NOT NULL,
	"open_utc0" numeric NOT NULL,
	"open_utc8" numeric NOT NULL,
	"volume_24h" numeric NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "futures_contracts_testnet_settle_name_pk" PRIMARY KEY("testnet","settle","name"),
	CONSTRAINT "futures_settle_check" CHECK ("futures_contracts"."settle" in ('usdt', 'btc'))
);
--> statement-breakpoint
CREATE TABLE "market_tabs" (
	"area" text NOT NULL,
	"key" text NOT NULL,
	"list" text NOT NULL,
	"filter" text NOT NULL,
	"labels" jsonb NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "market_tabs_area_key_pk" PRIMARY KEY("area","key")
);
--> statement-breakpoint
CREATE TABLE "pilot_tokens" (
	"seo_path" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"show_pair" text NOT NULL,
	"icon" text NOT NULL,
	"chain_icon" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"market" text NOT NULL,
	"cate" text NOT NULL,
	"rate" numeric NOT NULL,
	"open_24h" numeric NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "pilot_tokens_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "pre_currencies" (
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"market" text NOT NULL,
	"full_name" text NOT NULL,
	"tags" jsonb NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "pre_currencies_kind_currency_pk" PRIMARY KEY("kind","currency"),
	CONSTRAINT "pre_currencies_kind_check" CHECK ("pre_currencies"."kind" in ('pre_market', 'pre_mint'))
);
--> statement-breakpoint
CREATE TABLE "spot_markets" (
	"pair" text PRIMARY KEY NOT NULL,
	"curr_a" text NOT NULL,
	"curr_b" text NOT NULL,
	"name" text NOT NULL,
	"rate" numeric NOT NULL,
	"open_24h" numeric NOT NULL,
	"open_utc0" numeric NOT NULL,
	"open_utc8" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"multiple" integer DEFAULT 0 NOT NULL,
	"credit" boolean DEFAULT false NOT NULL,
	"categories" jsonb NOT NULL,
	"buy_start" bigint NOT NULL,
	"cross_multiple" integer DEFAULT 0 NOT NULL,
	"is_st" boolean DEFAULT false NOT NULL,
	"icon" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spot_markets_quote_rank_idx" ON "spot_markets" USING btree ("curr_b","rank");