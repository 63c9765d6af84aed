CREATE TABLE "cpr_insights" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"price" double precision,
	"today_open" double precision,
	"today_high" double precision,
	"today_low" double precision,
	"daily_position" text,
	"weekly_position" text,
	"monthly_position" text,
	"daily_bias" text DEFAULT 'Neutral' NOT NULL,
	"is_virgin" boolean DEFAULT false NOT NULL,
	"trend_probability" double precision,
	"trend_model_run_id" integer,
	"updated_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpr_insights_pkey" PRIMARY KEY("source","symbol"),
	CONSTRAINT "cpr_insights_bias_check" CHECK ("cpr_insights"."daily_bias" in ('Explosive', 'Trending', 'Neutral')),
	CONSTRAINT "cpr_insights_daily_position_check" CHECK ("cpr_insights"."daily_position" in ('Above', 'Within', 'Below')),
	CONSTRAINT "cpr_insights_weekly_position_check" CHECK ("cpr_insights"."weekly_position" in ('Above', 'Within', 'Below')),
	CONSTRAINT "cpr_insights_monthly_position_check" CHECK ("cpr_insights"."monthly_position" in ('Above', 'Within', 'Below'))
);
--> statement-breakpoint
CREATE TABLE "cpr_levels" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"timeframe" text NOT NULL,
	"period_open_time" bigint NOT NULL,
	"pivot" double precision NOT NULL,
	"bc" double precision NOT NULL,
	"tc" double precision NOT NULL,
	"top" double precision NOT NULL,
	"bottom" double precision NOT NULL,
	"width_pct" double precision NOT NULL,
	"subcategory" text NOT NULL,
	"position" text,
	"is_inside" boolean DEFAULT false NOT NULL,
	"previous_period_open_time" bigint,
	"previous_pivot" double precision,
	"previous_top" double precision,
	"previous_bottom" double precision,
	"data_time" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpr_levels_pkey" PRIMARY KEY("source","symbol","timeframe"),
	CONSTRAINT "cpr_levels_timeframe_check" CHECK ("cpr_levels"."timeframe" in ('1d', '1w', '1M')),
	CONSTRAINT "cpr_levels_position_check" CHECK ("cpr_levels"."position" in ('Above', 'Within', 'Below'))
);
--> statement-breakpoint
CREATE TABLE "cpr_scores" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"trend_score" double precision NOT NULL,
	"bias_score" double precision NOT NULL,
	"total_score" double precision NOT NULL,
	"daily_score" double precision NOT NULL,
	"weekly_score" double precision NOT NULL,
	"monthly_score" double precision NOT NULL,
	"updated_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpr_scores_pkey" PRIMARY KEY("source","symbol")
);
--> statement-breakpoint
CREATE TABLE "trend_model_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_time" timestamp with time zone NOT NULL,
	"trained_through" timestamp with time zone,
	"symbols" integer NOT NULL,
	"samples" integer NOT NULL,
	"n" integer NOT NULL,
	"folds" integer NOT NULL,
	"brier" double precision,
	"base_rate_brier" double precision,
	"base_rate" double precision NOT NULL,
	"beats_base_rate" boolean NOT NULL,
	"coefficients" jsonb NOT NULL,
	"feature_names" jsonb NOT NULL,
	"daily_map" jsonb NOT NULL,
	"elapsed_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trend_model_runs_source_idx" ON "trend_model_runs" USING btree ("source","id");