ALTER TABLE "volume_baselines" DROP CONSTRAINT "volume_baselines_pkey";
--> statement-breakpoint
ALTER TABLE "volume_baselines" ADD CONSTRAINT "volume_baselines_pkey" PRIMARY KEY("source","symbol","session","built_for");