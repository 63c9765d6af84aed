/**
 * Replays the session-liquidity engine over a kline folder, every symbol, every UTC day of the 5m
 * period, and reports how often each level was swept, the A/M/D mix, the bias reasons and the hit
 * columns. A script, not a test (the data is not part of the repository):
 *
 *   npx tsx apps/server/tools/liquidity-replay-report.ts [FOLDER] [--dump FILE]
 *
 * FOLDER (or MARKET_FILES_DIR) is a kline folder in the files-source layout, e.g. Binance's 5m perpetual klines. Each symbol-day is the row the app shows at the
 * end of that day: `analyzeLiquidity` at 23:59:59.999 UTC with the default session windows (the last
 * live run of a day, at 23:55:10, sees the same bars: the 23:55 bar closes with the next day), the
 * 5m and daily bars of the folder, and the completed session ranges of the 20 days before. The first
 * day has no previous day; the labels of the first 20 days average fewer days (the warm-up).
 * `--dump FILE` writes every symbol-day as the `sniperflow/summary` row it is (plus `now`), which
 * `liquidity-recompute.py --days FILE FOLDER` re-derives independently from the CSV files.
 */
import { writeFileSync } from 'node:fs';
import { defaultAdminSettings, type LiquidityRow } from '@app/contracts';
import {
  analyzeLiquidity,
  type Candle,
  DAY_MS,
  firstIndexAtOrAfter,
  historySpans,
  type LiquidityAnalysis,
  type LiquidityLevelKey,
  liquidityLevelKeys,
  liquidityLevelLabels,
  type SessionRange,
  sessionRange,
  sessionWindowsFromSettings,
} from '@app/core';
import { isoDay } from '../src/lib/time.ts';
import { loadKlineFolder } from '../src/market/files/load-kline-folder.ts';
import { summaryWriteOf } from '../src/services/liquidity/liquidity-dto.ts';
import { klineFolder } from './kline-folder.ts';

const args = process.argv.slice(2);
const dumpAt = args.indexOf('--dump');
const dumpFile = dumpAt >= 0 ? args[dumpAt + 1] : undefined;
const folder = klineFolder(
  args.find((a, i) => !a.startsWith('--') && i !== dumpAt + 1),
  'liquidity-replay-report.ts FOLDER [--dump FILE]',
);
const windows = sessionWindowsFromSettings(defaultAdminSettings);
const WARM_UP_DAYS = 20;

const pct = (n: number, d: number) => (d === 0 ? '   –  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const pad = (s: string | number, n: number) => String(s).padStart(n);
const slice = (bars: readonly Candle[], from: number, to: number) =>
  bars.slice(firstIndexAtOrAfter(bars, from), firstIndexAtOrAfter(bars, to));

/** The row `sniperflow/summary` serves for an analysis (the same mapping as the run's stored row). */
function rowOf(symbol: string, a: LiquidityAnalysis): Omit<LiquidityRow, 'as_of' | 'day'> {
  const w = summaryWriteOf(symbol, a);
  const { day: _day, as_of: _asOf, hit_events, ...rest } = w;
  return {
    ...rest,
    bias: a.bias,
    bias_reason: a.biasReason,
    session_bias: a.sessionBias,
    hit_events: hit_events.map((e) => ({
      level: e.level as LiquidityRow['hit_events'][number]['level'],
      price: e.price,
      hit_at: new Date(e.hit_at).toISOString(),
      session: e.session as LiquidityRow['hit_events'][number]['session'],
    })),
  };
}

const started = performance.now();
const data = await loadKlineFolder(folder);
const loadedMs = performance.now() - started;
const perDay = new Map<number, { symbols: number; swept: Record<LiquidityLevelKey, number> }>();
const zero = (): Record<LiquidityLevelKey, number> => ({
  pdh: 0,
  pdl: 0,
  asiaHigh: 0,
  asiaLow: 0,
  londonHigh: 0,
  londonLow: 0,
});
const levelSet = zero();
const levelSwept = zero();
const labels = new Map<string, number>();
const reasons = new Map<string, number>();
const columns = new Map<string, number>();
const dump: (Omit<LiquidityRow, 'as_of' | 'day'> & { now: number })[] = [];
const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
let evaluations = 0;
let firstDay = Number.POSITIVE_INFINITY;

const t0 = performance.now();
for (const [symbol, perTf] of data.candles) {
  const bars5m = perTf.get('5m') ?? [];
  const daily = perTf.get('1d') ?? [];
  const first = bars5m[0];
  const last = bars5m.at(-1);
  if (!first || !last) continue;
  const start = Math.floor(first.openTime / DAY_MS) * DAY_MS + DAY_MS;
  firstDay = Math.min(firstDay, start - DAY_MS);
  for (let day = start; day + DAY_MS <= last.openTime + 300_000; day += DAY_MS) {
    const now = day + DAY_MS - 1;
    const history = historySpans(windows, day)
      .map((s) => sessionRange(slice(bars5m, s.start, s.end), s))
      .filter((r): r is SessionRange => r !== null);
    const a = analyzeLiquidity({
      bars5m: slice(bars5m, day - DAY_MS, day + DAY_MS),
      daily: slice(daily, day - 5 * DAY_MS, day),
      now,
      windows,
      history,
    });
    evaluations += 1;
    const d = perDay.get(day) ?? { symbols: 0, swept: zero() };
    d.symbols += 1;
    for (const k of liquidityLevelKeys) {
      if (a.levels[k].price !== null) levelSet[k] += 1;
      if (a.levels[k].swept) {
        levelSwept[k] += 1;
        d.swept[k] += 1;
      }
    }
    perDay.set(day, d);
    const warm = day - firstDay >= WARM_UP_DAYS * DAY_MS;
    if (warm) for (const [s, l] of Object.entries(a.sessionBias)) count(labels, `${s} ${l}`);
    count(reasons, a.biasReason);
    for (const e of a.hitEvents) count(columns, e.session);
    if (dumpFile) dump.push({ ...rowOf(symbol, a), now });
  }
}
const computeMs = performance.now() - t0;

console.log(`Session liquidity replay of ${folder}`);
console.log(
  `${data.candles.size} symbols, ${evaluations} symbol-days (${isoDay(firstDay + DAY_MS)} … ${isoDay(Math.max(...perDay.keys()))}), ` +
    `windows Asia 00:00–07:00, London 07:00–13:00, New York 13:00–21:00 UTC (the default settings)`,
);
console.log(
  `\nLevels swept per day (symbols whose level was swept by the day's end, of those with bars that day)`,
);
console.log(
  `${'day'.padEnd(10)} symbols ${liquidityLevelKeys.map((k) => pad(liquidityLevelLabels[k], 11)).join(' ')}`,
);
for (const [day, d] of [...perDay].sort((a, b) => a[0] - b[0]))
  console.log(
    `${isoDay(day)} ${pad(d.symbols, 7)} ${liquidityLevelKeys.map((k) => pad(d.swept[k], 11)).join(' ')}`,
  );
console.log(`\nOver the whole period (share of symbol-days with the level set on which it was swept)`);
for (const k of liquidityLevelKeys)
  console.log(
    `  ${liquidityLevelLabels[k].padEnd(12)} swept ${pad(levelSwept[k], 5)} of ${pad(levelSet[k], 5)} ${pct(levelSwept[k], levelSet[k])}` +
      `   ${(levelSwept[k] / perDay.size).toFixed(1)} symbols a day`,
  );
const labelLine = (session: string) =>
  ['A', 'M', 'D']
    .map((l) => {
      const n = labels.get(`${session} ${l}`) ?? 0;
      const all = ['A', 'M', 'D'].reduce((s, x) => s + (labels.get(`${session} ${x}`) ?? 0), 0);
      return `${l} ${pad(n, 4)} ${pct(n, all)}`;
    })
    .join('   ');
console.log(`\nSession bias at the day's end (after the ${WARM_UP_DAYS}-day warm-up)`);
for (const s of ['asia', 'london', 'newyork']) console.log(`  ${s.padEnd(8)} ${labelLine(s)}`);
console.log(`\nBias reasons at the day's end`);
for (const [r, n] of [...reasons].sort((a, b) => b[1] - a[1]))
  console.log(`  ${r.padEnd(26)} ${pad(n, 5)} ${pct(n, evaluations)}`);
console.log(`\nHit events by column (UTC hour of the hit)`);
const hits = [...columns.values()].reduce((a, b) => a + b, 0);
for (const c of ['asia', 'london', 'newyork', 'unknown'])
  console.log(`  ${c.padEnd(8)} ${pad(columns.get(c) ?? 0, 5)} ${pct(columns.get(c) ?? 0, hits)}`);
console.log(
  `\nRuntime: load ${(loadedMs / 1000).toFixed(1)} s, replay ${(computeMs / 1000).toFixed(1)} s ` +
    `(${(computeMs / evaluations).toFixed(2)} ms per symbol-day with its 20-day history)`,
);
if (dumpFile) {
  writeFileSync(dumpFile, JSON.stringify(dump));
  console.log(`dumped ${dump.length} symbol-days to ${dumpFile}`);
}
