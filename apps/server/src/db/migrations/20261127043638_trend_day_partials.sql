CREATE TABLE "trend_day_partials" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"offset_ms" integer NOT NULL,
	"day" bigint NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision NOT NULL,
	CONSTRAINT "trend_day_partials_pkey" PRIMARY KEY("source","symbol","offset_ms","day")
);
