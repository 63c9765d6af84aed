CREATE TABLE "volume_baselines" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"session" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"built_for" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"cum_mean" double precision[] NOT NULL,
	"cum_std" double precision[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volume_baselines_pkey" PRIMARY KEY("source","symbol","session"),
	CONSTRAINT "volume_baselines_session_check" CHECK ("volume_baselines"."session" in ('asia', 'london', 'newyork'))
);
--> statement-breakpoint
CREATE TABLE "volume_snapshots" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"session" text NOT NULL,
	"session_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"confidence" integer NOT NULL,
	"actual_volume" double precision NOT NULL,
	"expected_volume" double precision,
	"volume_ratio" double precision,
	"volume_change_pct" double precision,
	"z_score" double precision NOT NULL,
	"alert_triggered" boolean NOT NULL,
	"emoji" text NOT NULL,
	"elapsed_minutes" double precision NOT NULL,
	"baseline_days" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volume_snapshots_pkey" PRIMARY KEY("source","symbol","taken_at"),
	CONSTRAINT "volume_snapshots_session_check" CHECK ("volume_snapshots"."session" in ('asia', 'london', 'newyork')),
	CONSTRAINT "volume_snapshots_status_check" CHECK ("volume_snapshots"."status" in ('Active', 'Warming Up', 'Silent'))
);
--> statement-breakpoint
CREATE INDEX "volume_snapshots_taken_idx" ON "volume_snapshots" USING btree ("source","taken_at");