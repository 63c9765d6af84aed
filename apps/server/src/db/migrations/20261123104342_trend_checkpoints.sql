ALTER TABLE "cpr_insights" ADD COLUMN "trend_checkpoint" text;--> statement-breakpoint
ALTER TABLE "cpr_insights" ADD COLUMN "trend_served" text;--> statement-breakpoint
ALTER TABLE "trend_model_runs" ADD COLUMN "checkpoints" jsonb;--> statement-breakpoint
ALTER TABLE "cpr_insights" ADD CONSTRAINT "cpr_insights_trend_checkpoint_check" CHECK ("cpr_insights"."trend_checkpoint" in ('open', 'asia_close', 'london_close'));--> statement-breakpoint
ALTER TABLE "cpr_insights" ADD CONSTRAINT "cpr_insights_trend_served_check" CHECK ("cpr_insights"."trend_served" in ('model', 'base_rate'));