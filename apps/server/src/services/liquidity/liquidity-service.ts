import type { AdminSettings } from '@app/contracts';
import {
  analyzeLiquidity,
  type LiquidityAnalysis,
  type LiquidityBiasValue,
  type LiquidityClockMode,
  type LiquidityLevelKey,
  liquidityDay,
  liquidityLevelKeys,
  type SessionBiasValue,
  sessionWindowsFromSettings,
} from '@app/core';
import { timeSlicer } from '../../lib/event-loop-turns.ts';
import type { CprInputRepository } from '../../repositories/cpr-input-repository.ts';
import type { LiquidityRangeRepository } from '../../repositories/liquidity-range-repository.ts';
import {
  type LiquidityPart,
  type LiquidityRepository,
  liquidityParts,
} from '../../repositories/liquidity-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { createBarWindowCache, type ReadWindows } from '../ict/bar-window-cache.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import { summaryWriteOf } from './liquidity-dto.ts';
import { loadLiquidityBars } from './liquidity-inputs.ts';
import { loadSessionHistory } from './session-history.ts';

export interface LiquidityServiceDeps {
  /** Reads stored bar windows (repositories/candle-windows.ts on the app's database). */
  readWindows: ReadWindows;
  source: string;
  marketNow: () => number;
  /**
   * `replay` on a fixed data set (the files source): at a clock standing at 00:00 UTC the runs analyse
   * the last complete day (core `liquidityDay`); default `live`, the day of the clock.
   */
  clockMode?: LiquidityClockMode;
  now: () => Date;
  /** Read fresh per run (`invalidate` first), like the other computations. */
  settings: { current(): Promise<AdminSettings>; invalidate(): void };
  liquidity: LiquidityRepository;
  ranges: LiquidityRangeRepository;
  symbols: MarketSymbolRepository;
  readers: Pick<CprInputRepository, 'dailyCandles' | 'forming5m'>;
  /** Called after a run stored changed rows (this process's endpoint cache). */
  onChange?: () => void;
}

export interface LiquidityRunOptions {
  /** The column groups to store (every one by default); a symbol without a row gets all of it. */
  parts?: readonly LiquidityPart[];
  /** Rebuild the 20-day session-range history and the bar windows from the stored candles. */
  rebuild?: boolean;
}

export interface LiquidityRunResult {
  now: number;
  /** The UTC day analysed (core `liquidityDay`). */
  day: number;
  /** Newest market time of the data used (null without data). */
  dataTime: number | null;
  parts: readonly LiquidityPart[];
  rebuilt: boolean;
  symbols: number;
  /** Symbols whose level was swept today, per level. */
  swept: Record<LiquidityLevelKey, number>;
  biases: Record<LiquidityBiasValue, number>;
  /** Session labels over all symbols and sessions begun. */
  sessionLabels: Record<SessionBiasValue, number>;
  /** Session ranges built from the candles this run (missing or rebuilt ones). */
  historyBuilt: number;
  /** Stored liquidity rows inserted, changed or deleted (0: the served results did not change). */
  changedRows: number;
  /** Stored session ranges inserted, changed or deleted. */
  historyChangedRows: number;
  /** Rows read: candles (new 5m rows, daily, forming) and stored session ranges. */
  rowsRead: number;
  timings: { readMs: number; computeMs: number; writeMs: number };
}

export interface LiquidityService {
  /**
   * One session-liquidity run at the market's now (docs/analytics.md §5), of the day `liquidityDay` picks:
   * every active symbol's row from its stored 5m bars since the day before it, yesterday's daily bar, its forming bar and its stored
   * session-range history (completed first from the candles where missing), stored in one
   * transaction (only the columns of `parts` for rows that exist). Idempotent.
   */
  run(options?: LiquidityRunOptions): Promise<LiquidityRunResult>;
}

const zeroLevels = () =>
  Object.fromEntries(liquidityLevelKeys.map((k) => [k, 0])) as Record<LiquidityLevelKey, number>;

export function createLiquidityService(deps: LiquidityServiceDeps): LiquidityService {
  const { source } = deps;
  let windows = createBarWindowCache(deps.readWindows);
  // Runs (the 5m run, the SniperFlow part runs, an admin's rerun) wait for each other: they share the
  // bar windows, which change in place.
  const serial = oneAtATime();
  return {
    run: (options = {}) =>
      serial(async () => {
        const parts = options.parts ?? liquidityParts;
        const rebuild = options.rebuild ?? false;
        if (rebuild) windows = createBarWindowCache(deps.readWindows);
        const now = deps.marketNow();
        const day = liquidityDay(now, deps.clockMode ?? 'live');
        deps.settings.invalidate();
        const sessions = sessionWindowsFromSettings(await deps.settings.current());
        const t0 = performance.now();
        const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
        const history = await loadSessionHistory(deps.ranges, source, symbols, sessions, day, now, rebuild);
        const bars = await loadLiquidityBars(windows, deps.readers, source, symbols, day, now);
        const t1 = performance.now();

        const swept = zeroLevels();
        const biases: Record<LiquidityBiasValue, number> = { Bullish: 0, Bearish: 0, Neutral: 0 };
        const sessionLabels: Record<SessionBiasValue, number> = { A: 0, M: 0, D: 0 };
        const analyses: [string, LiquidityAnalysis][] = [];
        let dataTime: number | null = null;
        // Between symbols the event loop turns every 20 ms (docs/reliability.md, Soak).
        const slice = timeSlicer();
        for (const input of bars.inputs) {
          if (!input.hasBars) continue;
          await slice();
          const a = analyzeLiquidity({
            bars5m: input.bars5m(),
            daily: input.daily,
            now,
            day,
            windows: sessions,
            ...(input.last ? { last: input.last } : {}),
            history: history.ranges.get(input.symbol) ?? [],
          });
          analyses.push([input.symbol, a]);
          for (const k of liquidityLevelKeys) if (a.levels[k].swept) swept[k] += 1;
          biases[a.bias] += 1;
          for (const label of Object.values(a.sessionBias)) sessionLabels[label] += 1;
          if (a.asOf !== null) dataTime = Math.max(dataTime ?? a.asOf, a.asOf);
        }
        const rows = analyses.map(([symbol, a]) => summaryWriteOf(symbol, a));
        const t2 = performance.now();

        const changedRows = await deps.liquidity.writeSummaries(source, rows, parts, deps.now());
        const t3 = performance.now();
        if (changedRows > 0) deps.onChange?.();
        return {
          now,
          day,
          dataTime,
          parts,
          rebuilt: rebuild,
          symbols: analyses.length,
          swept,
          biases,
          sessionLabels,
          historyBuilt: history.built,
          changedRows,
          historyChangedRows: history.changedRows,
          rowsRead: bars.rowsRead + history.rowsRead,
          timings: { readMs: t1 - t0, computeMs: t2 - t1, writeMs: t3 - t2 },
        };
      }),
  };
}
