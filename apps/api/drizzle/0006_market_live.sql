CREATE TABLE "candles_1m" (
	"market" text NOT NULL,
	"name" text NOT NULL,
	"t" bigint NOT NULL,
	"o" numeric NOT NULL,
	"h" numeric NOT NULL,
	"l" numeric NOT NULL,
	"c" numeric NOT NULL,
	"base" numeric NOT NULL,
	"quote" numeric NOT NULL,
	CONSTRAINT "candles_1m_market_name_t_pk" PRIMARY KEY("market","name","t"),
	CONSTRAINT "candles_1m_market_check" CHECK ("candles_1m"."market" in ('spot', 'futures', 'testnet'))
);
--> statement-breakpoint
CREATE TABLE "favorite_markets" (
	"user_id" integer NOT NULL,
	"pair" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_markets_user_id_pair_pk" PRIMARY KEY("user_id","pair")
);
--> statement-breakpoint
ALTER TABLE "favorite_markets" ADD CONSTRAINT "favorite_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;