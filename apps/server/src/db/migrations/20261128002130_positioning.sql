CREATE TABLE "funding_forecasts" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"as_of" bigint NOT NULL,
	"predicted_rate" double precision,
	"next_funding_time" bigint,
	CONSTRAINT "funding_forecasts_pkey" PRIMARY KEY("source","symbol")
);
--> statement-breakpoint
CREATE TABLE "funding_settlements" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"funding_time" bigint NOT NULL,
	"rate" double precision NOT NULL,
	"interval_hours" double precision,
	CONSTRAINT "funding_settlements_pkey" PRIMARY KEY("source","symbol","funding_time")
);
--> statement-breakpoint
CREATE TABLE "liquidation_buckets" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"time" bigint NOT NULL,
	"long_usd" double precision NOT NULL,
	"short_usd" double precision NOT NULL,
	CONSTRAINT "liquidation_buckets_pkey" PRIMARY KEY("source","symbol","time")
);
--> statement-breakpoint
CREATE TABLE "positioning_metrics" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"time" bigint NOT NULL,
	"open_interest" double precision,
	"open_interest_value" double precision,
	"long_short_ratio" double precision,
	"top_trader_account_ratio" double precision,
	"top_trader_long_short_ratio" double precision,
	"taker_buy_sell_ratio" double precision,
	CONSTRAINT "positioning_metrics_pkey" PRIMARY KEY("source","symbol","time")
);
