CREATE TABLE "market_caps" (
	"ticker" text PRIMARY KEY NOT NULL,
	"market_cap" double precision NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
