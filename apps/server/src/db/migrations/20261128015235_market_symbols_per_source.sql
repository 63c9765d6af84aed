-- One row per (source, symbol): two venues listing one symbol keep their own universes (issue 29).
ALTER TABLE "market_symbols" DROP CONSTRAINT "market_symbols_pkey";--> statement-breakpoint
ALTER TABLE "market_symbols" ADD CONSTRAINT "market_symbols_pkey" PRIMARY KEY("source","symbol");
