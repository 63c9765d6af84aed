CREATE TABLE "ict_setups" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"htf_bias" text NOT NULL,
	"htf_pd_array" text NOT NULL,
	"ltf_ote" boolean NOT NULL,
	"fvg_type" text NOT NULL,
	"liquidity_sweep" boolean NOT NULL,
	"score" double precision NOT NULL,
	"reasons" jsonb NOT NULL,
	"label" text NOT NULL,
	"price" double precision,
	"as_of" timestamp with time zone NOT NULL,
	"breakdown" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ict_setups_pkey" PRIMARY KEY("source","symbol"),
	CONSTRAINT "ict_setups_bias_check" CHECK ("ict_setups"."htf_bias" in ('Bullish', 'Bearish', 'Neutral'))
);
--> statement-breakpoint
CREATE TABLE "ict_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"bias" text NOT NULL,
	"entry_low" double precision NOT NULL,
	"entry_high" double precision NOT NULL,
	"stop_loss" double precision NOT NULL,
	"take_profit_1" double precision NOT NULL,
	"take_profit_2" double precision NOT NULL,
	"current_price" double precision,
	"reasons" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"label" text NOT NULL,
	"leg_from_time" bigint NOT NULL,
	"leg_to_time" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"triggered_at" timestamp with time zone,
	"tp1_at" timestamp with time zone,
	"tp2_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"r_multiple" double precision,
	"judged_through" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ict_trades_bias_check" CHECK ("ict_trades"."bias" in ('Bullish', 'Bearish')),
	CONSTRAINT "ict_trades_status_check" CHECK ("ict_trades"."status" in ('open', 'triggered', 'tp1', 'tp2', 'stopped', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ict_trades_leg_key" ON "ict_trades" USING btree ("source","symbol","bias","leg_from_time");--> statement-breakpoint
CREATE INDEX "ict_trades_created_idx" ON "ict_trades" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "ict_trades_live_idx" ON "ict_trades" USING btree ("source") WHERE "ict_trades"."closed_at" is null;