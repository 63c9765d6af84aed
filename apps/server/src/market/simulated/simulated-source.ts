import { bucketStart, type Candle, createSimMarket, nextBucketStart, timeframeMs } from '@app/core';
import type { CandleUpdate, MarketDataSource, MarketSymbol } from '../market-source.ts';
import { pagedBackfill } from '../paged-backfill.ts';
import { marketTimeAt, type SimClockAnchor, wallDelayFor } from './sim-clock.ts';
import { simUpdates } from './sim-updates.ts';

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const nodeTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface SimulatedSourceOptions {
  seed: number;
  clock: SimClockAnchor;
  /** The first n symbols of the universe, then generated ones (`SIM_SYMBOLS`, tests); default all (~150). */
  symbols?: number;
  /** Wall clock in epoch ms (tests inject one). */
  wallNow?: () => number;
  /** Wall ms between forming-bar updates of `watch`; default 3000. */
  formingIntervalMs?: number;
  timers?: Timers;
  /** Told of an error a consumer of `watch` threw from its timer; the feed goes on (docs/reliability.md). */
  onError?: (error: unknown) => void;
}

/** `BTCUSDT` → `BTC`. */
function baseOf(symbol: string): string {
  return symbol.endsWith('USDT') ? symbol.slice(0, -4) : symbol;
}

/**
 * The embedded default market source (docs/analytics.md §8): core's deterministic simulated market, on
 * the shared sim clock (see sim-clock.ts). `fetchCandles` serves final bars and, at the end, the
 * forming bar; `watch` reports the forming 5m bar every `formingIntervalMs` of wall time and every
 * bar that closed (5m, 1h, 1d) right at its close.
 */
export function createSimulatedSource(options: SimulatedSourceOptions): MarketDataSource {
  const market = createSimMarket({
    seed: options.seed,
    listingAnchor: options.clock.listingAnchorMs,
    ...(options.symbols !== undefined ? { symbols: options.symbols } : {}),
  });
  const wallNow = options.wallNow ?? Date.now;
  const timers = options.timers ?? nodeTimers;
  const interval = options.formingIntervalMs ?? 3000;
  const now = () => marketTimeAt(options.clock, wallNow());
  const listed = new Map(market.symbols.map((s) => [s.symbol, s]));
  const stops = new Set<() => void>();

  const source: MarketDataSource = {
    kind: 'simulated',
    now,
    async listSymbols(): Promise<MarketSymbol[]> {
      const t = now();
      return market.symbols
        .filter((s) => s.listedAt <= t)
        .map((s) => ({ symbol: s.symbol, base: baseOf(s.symbol), marketCap: s.marketCap }));
    },
    async fetchCandles(symbol, timeframe, since, limit) {
      if (!listed.has(symbol) || limit <= 0) return [];
      const t = now();
      const closedEnd = bucketStart(timeframe, t);
      const to = Math.min(closedEnd, since + limit * timeframeMs(timeframe));
      const bars: Candle[] =
        since < to ? market.simCandles(symbol, timeframe, since, to).slice(0, limit) : [];
      if (bars.length < limit && to === closedEnd) {
        const forming = market.simFormingBar(symbol, timeframe, t);
        if (forming && forming.openTime >= since) bars.push(forming);
      }
      return bars;
    },
    backfill: (input) => pagedBackfill(source, input),
    async watch(symbols, onUpdate: (update: CandleUpdate) => void) {
      let last = now();
      let handle: unknown;
      let stopped = false;
      const schedule = () => {
        const t = now();
        const untilClose = Math.ceil(wallDelayFor(options.clock, nextBucketStart('5m', t) - t));
        // Wake 5 ms after each 5m close (a bar has no forming state at its very first instant),
        // else every `interval` for the forming bar.
        handle = timers.setTimeout(tick, untilClose <= interval ? untilClose + 5 : interval);
      };
      const tick = () => {
        if (stopped) return;
        const t = now();
        const updates = simUpdates(market, symbols, last, t);
        last = t;
        try {
          for (const update of updates) onUpdate(update);
        } catch (error) {
          // Thrown from a timer it would end the process: reported, and the next tick runs.
          options.onError?.(error);
        } finally {
          schedule();
        }
      };
      const stop = () => {
        stopped = true;
        timers.clearTimeout(handle);
      };
      stops.add(stop);
      schedule();
      return async () => {
        stop();
        stops.delete(stop);
      };
    },
    async close() {
      for (const stop of stops) stop();
      stops.clear();
    },
  };
  return source;
}
