CREATE TABLE "ict_tp1_models" (
	"source" text PRIMARY KEY NOT NULL,
	"model" jsonb,
	"fitted_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ict_setups" ADD COLUMN "tp1_forecast" jsonb;--> statement-breakpoint
ALTER TABLE "ict_trades" ADD COLUMN "tp1_features" jsonb;--> statement-breakpoint
ALTER TABLE "ict_trades" ADD COLUMN "tp1_forecast" jsonb;