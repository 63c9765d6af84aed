import {
  aggregateCandles,
  bucketStart,
  type Candle,
  DAY_MS,
  HOUR_MS,
  type IctInput,
  timeframeMs,
} from '@app/core';
import type { Forming5m } from '../../repositories/cpr-input-repository.ts';
import type { BarWindowCache } from './bar-window-cache.ts';

/**
 * The 1h history an ICT evaluation reads: the 4h structure looks at the last 60 closed 4h bars (plus
 * 3 bars each side to confirm swings) and the dealing range at the last 30, so 16 days (96 4h bars)
 * leave a margin for gaps.
 */
export const ICT_1H_LOOKBACK_MS = 16 * DAY_MS;

/**
 * What the ICT scan of one symbol reads at `now`: whether it has 5m bars, and its input, built on
 * demand (the bars as new `Candle` objects; build it once, just before use: see `BarWindows`).
 */
export interface SymbolIctInputs {
  symbol: string;
  hasBars: boolean;
  input(): IctInput;
}

export interface IctInputReaders {
  /** The forming 5m bar of every symbol that has one. */
  forming5m(source: string): Promise<Map<string, Forming5m>>;
}

/**
 * Reads every symbol's ICT inputs in three statements (the bar windows through `windows`, which
 * reads only the newest bars of a window it already holds): 5m bars from yesterday 00:00 UTC (previous
 * day's high/low, today's Asia range, 96-bar FVG window, swings, ATR) or from `from5m` of the
 * symbol when earlier (a live trade judged from further back), 1h bars of the last 16 days, and the
 * forming 5m bars (the last price). Hours newer than the last stored 1h bar are aggregated from the
 * 5m bars, so the 4h structure does not wait for the hourly ingest. Nothing opening at or after
 * `now` is read; core ignores any bar not closed at `now`. The inputs are valid until the next call
 * with the same `windows`.
 */
export async function loadIctInputs(
  windows: BarWindowCache,
  readers: IctInputReaders,
  source: string,
  symbols: readonly string[],
  now: number,
  from5m: ReadonlyMap<string, number> = new Map(),
): Promise<{ inputs: SymbolIctInputs[]; rowsRead: number }> {
  const yesterday = bucketStart('1d', now) - DAY_MS;
  const five = await windows.windows(
    '5m',
    symbols.map((symbol) => ({ symbol, from: Math.min(yesterday, from5m.get(symbol) ?? yesterday) })),
    now,
  );
  const hour = await windows.windows(
    '1h',
    symbols.map((symbol) => ({ symbol, from: bucketStart('1h', now - ICT_1H_LOOKBACK_MS) })),
    now,
  );
  const forming = await readers.forming5m(source);
  const step = timeframeMs('5m');
  const inputs = symbols.map((symbol): SymbolIctInputs => {
    const lastClosed = five.bars.lastOpenTime(symbol);
    const f = forming.get(symbol);
    const formingIsNewer =
      f !== undefined &&
      f.candle.openTime < now &&
      (lastClosed === undefined || f.candle.openTime >= lastClosed + step);
    return {
      symbol,
      hasBars: lastClosed !== undefined,
      input: () => {
        const bars5m = five.bars.bars(symbol);
        return {
          bars5m,
          bars1h: withRecentHours(hour.bars.bars(symbol), bars5m),
          now,
          ...(formingIsNewer && f ? { last: { price: f.candle.close, time: Math.min(f.asOf, now) } } : {}),
        };
      },
    };
  });
  return { inputs, rowsRead: five.rowsRead + hour.rowsRead + forming.size };
}

/** Stored 1h bars followed by the hours after the last of them, aggregated from 5m bars. */
function withRecentHours(stored: Candle[], bars5m: readonly Candle[]): Candle[] {
  const after = (stored.at(-1)?.openTime ?? Number.NEGATIVE_INFINITY) + HOUR_MS;
  const newer = bars5m.filter((b) => b.openTime >= after);
  return newer.length === 0 ? stored : [...stored, ...aggregateCandles(newer, '1h')];
}
