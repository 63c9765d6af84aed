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
import type { FormingCandle, FormingCandleRepository } from '../../repositories/forming-candle-repository.ts';
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
  /**
   * Several series of one symbol, each as `series` builds it, read together: every stored range and
   * the 5m bars in one statement, and the forming 5m bar once (or `forming`, the one the caller has
   * just read), returned too. The symbol is not checked.
   */
  seriesMany(
    symbol: string,
    specs: readonly SeriesSpec[],
    forming?: { bar: FormingCandle | undefined },
  ): Promise<SeriesSet>;
  /** `chart` for a symbol the caller has just found active, with the forming 5m bar it read. */
  chartOf(
    symbol: string,
    tf: ChartTimeframe,
    limit: number,
    forming: { bar: FormingCandle | undefined },
  ): Promise<CandleTuple[]>;
  /** Close time of the newest stored 5m bar (data complete up to then), or null before any. */
  dataAsOf(): Promise<Date | null>;
}

/** One series of `seriesMany`: the bars of `tf` opening in `[from, to)` (and before the market's now). */
export interface SeriesSpec {
  tf: ChartTimeframe;
  from: number;
  to: number;
}

export interface SeriesSet {
  /** One per spec, in their order. */
  series: Candle[][];
  /** The forming 5m bar as stored (whether or not a series took it). */
  forming: FormingCandle | undefined;
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

/** `[from, to)` ranges merged where they overlap or touch, ascending (empty ones dropped). */
function disjoint(ranges: readonly { from: number; to: number }[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (const r of [...ranges].filter((x) => x.to > x.from).sort((a, b) => a.from - b.from)) {
    const last = out.at(-1);
    if (last && r.from <= last.to) last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  return out;
}

export function createCandleService(deps: CandleServiceDeps): CandleService {
  const { source } = deps;

  /**
   * The series of `specs` (`from` already at its bucket, `to` ≤ now; empty when `to` ≤ `from`):
   * stored bars of each base (5m, 1h or 1d), the bars after the last stored one built from 5m bars
   * with the forming one (core `extendWithFiner`), aggregated to 4h/1w/1M. One statement reads every
   * stored range and the 5m bars each series may need: a 5m series' whole range, a coarser one's
   * from the open of its last base bar (where its 5m tail starts while its stored bars are up to
   * date), overlapping ranges read once; a tail starting earlier (stored bars lagging) takes one more
   * statement. `known` is the forming 5m bar the caller has just read.
   */
  async function build(
    symbol: string,
    specs: readonly SeriesSpec[],
    known?: { bar: FormingCandle | undefined },
  ): Promise<SeriesSet> {
    const live = specs.filter((s) => s.to > s.from);
    if (live.length === 0)
      return { series: specs.map(() => []), forming: known ? known.bar : await readForming(symbol) };
    const coarse = live.filter((s) => baseOf[s.tf] !== '5m');
    /** Where each series' 5m bars are read from at first. */
    const guess = new Map(
      live.map((s) => [s, baseOf[s.tf] === '5m' ? s.from : bucketStart(baseOf[s.tf], s.to - 1)] as const),
    );
    const firstFives = disjoint(live.map((s) => ({ from: guess.get(s) ?? s.from, to: s.to })));
    const [read, forming] = await Promise.all([
      deps.candles.ranges(source, symbol, [
        ...coarse.map((s) => ({ timeframe: baseOf[s.tf], from: s.from, to: s.to })),
        ...firstFives.map((r) => ({ timeframe: '5m' as const, ...r })),
      ]),
      known ? known.bar : readForming(symbol),
    ]);
    const stored = new Map(coarse.map((s, k) => [s, read[k] ?? []]));
    let fives = read.slice(coarse.length).flat();
    /** The 5m bars each live series takes: `[since, end)`. */
    const tails = new Map(
      live.map((s) => {
        const lastOpen = stored.get(s)?.at(-1)?.openTime;
        return [
          s,
          { since: lastOpen === undefined ? s.from : lastOpen + timeframeMs(baseOf[s.tf]), end: s.to },
        ];
      }),
    );
    const missing = disjoint(
      live.flatMap((s) => {
        const { since, end } = tails.get(s) as { since: number; end: number };
        const start = guess.get(s) ?? s.from;
        return since < start && since < end ? [{ from: since, to: start }] : [];
      }),
    );
    if (missing.length > 0) {
      const more = await deps.candles.ranges(
        source,
        symbol,
        missing.map((r) => ({ timeframe: '5m' as const, ...r })),
      );
      const byOpen = new Map([...more.flat(), ...fives].map((b) => [b.openTime, b]));
      fives = [...byOpen.values()].sort((a, b) => a.openTime - b.openTime);
    }
    const series = specs.map((spec) => {
      const range = tails.get(spec);
      if (!range) return [];
      const { since, end } = range;
      const tail = fives.filter((b) => b.openTime >= since && b.openTime < end);
      const lastOpen = tail.at(-1)?.openTime ?? Number.NEGATIVE_INFINITY;
      const bar = forming?.candle;
      if (bar && bar.openTime > lastOpen && bar.openTime >= since && bar.openTime < end) tail.push(bar);
      const base = baseOf[spec.tf];
      const bars = base === '5m' ? tail : extendWithFiner(stored.get(spec) ?? [], tail, base, end);
      return spec.tf === base ? bars : aggregateCandles(bars, spec.tf);
    });
    return { series, forming };
  }

  const readForming = (symbol: string) => deps.forming.get(source, symbol, '5m');

  /** The newest `limit` bars of `tf`, the last one possibly forming. */
  async function chartOf(
    symbol: string,
    tf: ChartTimeframe,
    limit: number,
    forming?: { bar: FormingCandle | undefined },
  ): Promise<CandleTuple[]> {
    const now = deps.now();
    // One bar more than asked, so the first aggregated bar of the window is whole.
    const from = bucketStart(tf, now - (limit + 1) * spanOf(tf));
    const { series } = await build(symbol, [{ tf, from, to: now }], forming);
    return (series[0] ?? []).slice(-limit).map(tuple);
  }

  /** The spec of `series(symbol, tf, from, to)` at `now`. */
  const specOf = (tf: ChartTimeframe, from: number, to: number, now: number): SeriesSpec => {
    const end = Math.min(to, now);
    return end <= from ? { tf, from, to: from } : { tf, from: bucketStart(tf, from), to: end };
  };

  return {
    async chart(symbol, tf, limit) {
      if (!(await deps.symbols.findActive(source, symbol)))
        throw new NotFoundError(`Unknown symbol ${symbol}.`);
      return chartOf(symbol, tf, limit);
    },

    chartOf,

    async series(symbol, tf, from, to) {
      return (await build(symbol, [specOf(tf, from, to, deps.now())])).series[0] ?? [];
    },

    seriesMany(symbol, specs, forming) {
      const now = deps.now();
      return build(
        symbol,
        specs.map(({ tf, from, to }) => specOf(tf, from, to, now)),
        forming,
      );
    },

    async dataAsOf() {
      const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
      const newest = await deps.candles.newestOverall(source, '5m', symbols);
      return newest === null ? null : new Date(newest + timeframeMs('5m'));
    },
  };
}
