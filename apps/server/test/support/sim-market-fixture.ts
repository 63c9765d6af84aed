import { createSimMarket, type SimMarket } from '@app/core';
import type { Db } from '../../src/db/database.ts';
import type { MarketDataSource } from '../../src/market/market-source.ts';
import { resolveSimClock } from '../../src/market/simulated/sim-clock.ts';
import { createSimulatedSource, type Timers } from '../../src/market/simulated/simulated-source.ts';
import type { PublishSource } from '../../src/push/source-event.ts';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../../src/repositories/forming-candle-repository.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';
import {
  createMarketIngestService,
  type MarketIngestService,
} from '../../src/services/market/market-ingest-service.ts';

export interface SimFixture {
  /** The simulated market the source serves (to compare against). */
  market: SimMarket;
  source: MarketDataSource;
  ingest: MarketIngestService;
  /** Sets the wall clock (= market time at speed 1). */
  setNow(ms: number): void;
  now(): number;
}

/**
 * A simulated source of the first `symbols` symbols on a hand-set clock, and an ingest service on
 * `db`: the market data of a test, deterministic (seed 7).
 */
const DAY = 86_400_000;

/** A short history, so tests ingest in well under a second (5m 3 days, 1h 10 days, 1d 400 days). */
export const testHistory = { '5m': 3 * DAY, '1h': 10 * DAY, '1d': 400 * DAY };

export function createSimFixture(
  db: Db,
  startMs: number,
  symbols = 2,
  timers?: Timers,
  formingIntervalMs?: number,
  /** Where the ingest publishes `closed` (the event bus in a running server). */
  publish?: PublishSource,
): SimFixture {
  let wall = startMs;
  const clock = resolveSimClock(undefined, 1, startMs).anchor;
  const source = createSimulatedSource({
    seed: 7,
    clock,
    symbols,
    wallNow: () => wall,
    ...(timers ? { timers } : {}),
    formingIntervalMs,
  });
  const market = createSimMarket({ seed: 7, symbols, listingAnchor: clock.listingAnchorMs });
  const ingest = createMarketIngestService({
    source,
    candles: createCandleRepository(db),
    forming: createFormingCandleRepository(db),
    symbols: createMarketSymbolRepository(db),
    history: testHistory,
    ...(publish ? { publish } : {}),
  });
  return {
    market,
    source,
    ingest,
    setNow: (ms) => {
      wall = ms;
    },
    now: () => wall,
  };
}
