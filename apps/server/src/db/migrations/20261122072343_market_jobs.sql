CREATE TABLE "candles" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"timeframe" text NOT NULL,
	"open_time" bigint NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision NOT NULL,
	CONSTRAINT "candles_pkey" PRIMARY KEY("source","symbol","timeframe","open_time"),
	CONSTRAINT "candles_timeframe_check" CHECK ("candles"."timeframe" in ('5m', '1h', '1d'))
);
--> statement-breakpoint
CREATE TABLE "forming_candles" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"timeframe" text NOT NULL,
	"open_time" bigint NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision NOT NULL,
	"as_of" bigint NOT NULL,
	CONSTRAINT "forming_candles_pkey" PRIMARY KEY("source","symbol","timeframe")
);
--> statement-breakpoint
CREATE TABLE "market_symbols" (
	"symbol" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"market_cap" double precision,
	"cap_category" text DEFAULT 'Unknown' NOT NULL,
	"source" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"anchor_wall_ms" bigint NOT NULL,
	"anchor_market_ms" bigint NOT NULL,
	"speed" double precision NOT NULL,
	"listing_anchor_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"job_name" text NOT NULL,
	"payload" jsonb,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"detail" text,
	"error" text,
	"job_id" text,
	"worker_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"schedule_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE'))
);
--> statement-breakpoint
CREATE TABLE "toolbox_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text,
	"label" text NOT NULL,
	"endpoint" text NOT NULL,
	"payload" jsonb,
	"pathname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_schedule_key_key" ON "tasks" USING btree ("schedule_key");--> statement-breakpoint
CREATE INDEX "tasks_open_idx" ON "tasks" USING btree ("status") WHERE "tasks"."status" in ('PENDING', 'STARTED');