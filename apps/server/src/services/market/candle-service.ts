import type { CandleTuple, ChartTimeframe } from '@app/contracts';
import {
  aggregateCandles,
  bucketStart,
  type Candle,
  DAY_MS,
  extendWithFiner,
  type StoredTimeframe,
  timeframeMs,
} from '@app/core';
import type { CandleRepository } from '../../repositories/candle-repository.ts';
import type { FormingCandleRepository } from '../../repositories/forming-candle-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { NotFoundError } from '../errors.ts';

export interface CandleService {
  /**
   * The newest `limit` bars of `symbol` at `tf`, ascending, the last one possibly forming: stored
   * bars of the timeframe's base (5m, 1h or 1d), the bars after the last stored one built from 5m
   * bars (core `extendWithFiner`, the forming 5m bar included), then aggregated to 4h/1w/1M.
   */
  chart(symbol: string, tf: ChartTimeframe, limit: number): Promise<CandleTuple[]>;
  /**
   * The bars of `tf` opening in `[from, to)` and before the market's now, built as `chart` builds
   * them (the last one possibly forming). The symbol is not checked.
   */
  series(symbol: string, tf: ChartTimeframe, from: number, to: number): Promise<Candle[]>;
  /** Close time of the newest stored 5m bar (data complete up to then), or null before any. */
  dataAsOf(): Promise<Date | null>;
}

export interface CandleServiceDeps {
  source: string;
  /** The market's now (epoch ms): the sim clock, wall time, or the files' as-of time. */
  now: () => number;
  candles: CandleRepository;
  forming: FormingCandleRepository;
  symbols: MarketSymbolRepository;
}

const baseOf: Record<ChartTimeframe, StoredTimeframe> = {
  '5m': '5m',
  '1h': '1h',
  '4h': '1h',
  '1d': '1d',
  '1w': '1d',
  '1M': '1d',
};

/** Nominal bar length used to size the read window (a month counts 31 days). */
const spanOf = (tf: ChartTimeframe) => (tf === '1M' ? 31 * DAY_MS : timeframeMs(tf));

const tuple = (c: Candle): CandleTuple => [c.openTime, c.open, c.high, c.low, c.close, c.volume];

export function createCandleService(deps: CandleServiceDeps): CandleService {
  const { source } = deps;

  /** 5m bars opening in [since, now), stored ones plus the forming one. */
  async function fiveMinuteTail(symbol: string, since: number, now: number): Promise<Candle[]> {
    const bars = await deps.candles.range(source, symbol, '5m', since, now);
    const forming = await deps.forming.get(source, symbol, '5m');
    const lastOpen = bars.at(-1)?.openTime ?? Number.NEGATIVE_INFINITY;
    if (
      forming &&
      forming.candle.openTime > lastOpen &&
      forming.candle.openTime >= since &&
      forming.candle.openTime < now
    ) {
      bars.push(forming.candle);
    }
    return bars;
  }

  /** Bars of `tf` opening in [from, end), end ≤ now, the first aggregated bar starting at `from`'s bucket. */
  async function series(symbol: string, tf: ChartTimeframe, from: number, end: number): Promise<Candle[]> {
    const base = baseOf[tf];
    let bars: Candle[];
    if (base === '5m') {
      bars = await fiveMinuteTail(symbol, from, end);
    } else {
      const stored = await deps.candles.range(source, symbol, base, from, end);
      const lastOpen = stored.at(-1)?.openTime;
      const since = lastOpen === undefined ? from : lastOpen + timeframeMs(base);
      bars = extendWithFiner(stored, await fiveMinuteTail(symbol, since, end), base, end);
    }
    return tf === base ? bars : aggregateCandles(bars, tf);
  }

  return {
    async chart(symbol, tf, limit) {
      if (!(await deps.symbols.findActive(source, symbol)))
        throw new NotFoundError(`Unknown symbol ${symbol}.`);
      const now = deps.now();
      // One bar more than asked, so the first aggregated bar of the window is whole.
      const from = bucketStart(tf, now - (limit + 1) * spanOf(tf));
      return (await series(symbol, tf, from, now)).slice(-limit).map(tuple);
    },

    async series(symbol, tf, from, to) {
      const end = Math.min(to, deps.now());
      if (end <= from) return [];
      return series(symbol, tf, bucketStart(tf, from), end);
    },

    async dataAsOf() {
      const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
      const newest = await deps.candles.newestOverall(source, '5m', symbols);
      return newest === null ? null : new Date(newest + timeframeMs('5m'));
    },
  };
}
