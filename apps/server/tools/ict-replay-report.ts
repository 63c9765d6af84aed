/**
 * Replays the ICT engine over a kline folder, every symbol, at every 5m close of the whole period, as
 * the live scan would run it, and prints what it found. A script, not a test (the data is not part of
 * the repository):
 *
 *   npx tsx apps/server/tools/ict-replay-report.ts [FOLDER]
 *   npx tsx apps/server/tools/ict-replay-report.ts --dump FOLDER SYMBOL@TIME …
 *
 * FOLDER (or MARKET_FILES_DIR) is a kline folder in the files-source layout, e.g. Binance's 5m perpetual klines; TIME is ISO 8601 UTC or epoch ms. The
 * replay is `replayIctTrades` (ict-backtest/replay-ict-trades.ts, shared with `npm run ict:backtest`)
 * with the default admin settings. The engine reads the full series by binary search and a fixed window, so each
 * evaluation costs the same however long the history is. `--dump` prints, as JSON, the structures
 * `ict-recompute.py` re-derives independently from the CSV files.
 *
 * Setups per label per day: a setup is a run of consecutive evaluations of one symbol with the same
 * label; it is counted on the UTC day its run starts. The share of evaluations by label is the mean,
 * over all evaluations, of the label's indicator (equivalently the mean over 5m closes of the share
 * of symbols carrying it). The first 10 days are the warm-up (fewer than 60 closed 4h bars).
 */
import { defaultAdminSettings } from '@app/contracts';
import {
  analyzeIct,
  DAY_MS,
  honestR,
  type IctSetupLabel,
  ictOutcomeStats,
  ictParamsFromSettings,
  tradeRulesFromSettings,
} from '@app/core';
import { loadKlineFolder } from '../src/market/files/load-kline-folder.ts';
import { type ReplayedTrade, replayIctTrades, seriesOf } from './ict-backtest/replay-ict-trades.ts';
import { klineFolder } from './kline-folder.ts';

const WARM_UP_DAYS = 10;
const params = ictParamsFromSettings(defaultAdminSettings);
const rules = tradeRulesFromSettings(defaultAdminSettings);
const labels: IctSetupLabel[] = [
  'Strong Bullish',
  'Bullish',
  'Potential Bullish',
  'Strong Bearish',
  'Bearish',
  'Potential Bearish',
  'Neutral',
  'No Setup',
];

type Trade = ReplayedTrade;

const iso = (t: number) => new Date(t).toISOString().replace(':00.000Z', 'Z');
const day = (t: number) => iso(Math.floor(t / DAY_MS) * DAY_MS).slice(0, 10);
const pct = (x: number | null) => (x === null ? '   –  ' : `${(100 * x).toFixed(1).padStart(5)}%`);
const pad = (s: string | number, n: number) => String(s).padStart(n);

function dump(data: Awaited<ReturnType<typeof loadKlineFolder>>, cases: string[]) {
  const out = cases.map((c) => {
    const [symbol = '', time = ''] = c.split('@');
    const now = /^\d+$/.test(time) ? Number(time) : Date.parse(time);
    const a = analyzeIct({ ...seriesOf(data, symbol), now }, params);
    const { price, dealingRange, htfPdArray, htfBias, structureBreakAt, swings4h, fvgs, leg, ote, atr } = a;
    return {
      symbol,
      now,
      price,
      dealingRange,
      htfPdArray,
      htfBias,
      structureBreakAt,
      swings4h,
      fvgs,
      leg,
      ote,
      atr,
    };
  });
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
}

function count<K extends string | number>(map: Map<K, number>, key: K, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

function printStats(title: string, groups: Map<string, Trade[]>) {
  console.log(`\n${title}`);
  console.log(
    `${'group'.padEnd(18)} trades   open trig  tp1  tp2 stop  exp   TP1 rate TP2 rate stop rate exp rate  avg R`,
  );
  for (const [name, list] of groups) {
    const s = ictOutcomeStats(
      list.map((t) => ({ status: t.state.status, honestR: honestR(t.plan, t.state) })),
    );
    const c = s.counts;
    const cells = [c.open, c.triggered, c.tp1, c.tp2, c.stopped, c.expired].map((n) => pad(n, 4)).join(' ');
    const r = s.averageR === null ? '    –' : s.averageR.toFixed(3).padStart(6);
    console.log(
      `${name.padEnd(18)} ${pad(s.trades, 6)} ${cells}   ${pct(s.tp1Rate)}   ${pct(s.tp2Rate)}    ${pct(s.stopRate)}   ${pct(s.expiredRate)} ${r}`,
    );
  }
}

function groupBy(trades: Trade[], key: (t: Trade) => string): Map<string, Trade[]> {
  const out = new Map<string, Trade[]>([['all', trades]]);
  for (const t of [...trades].sort((a, b) => key(a).localeCompare(key(b), 'en', { numeric: true }))) {
    const k = key(t);
    out.set(k, [...(out.get(k) ?? []), t]);
  }
  return out;
}

async function main() {
  const argv = process.argv.slice(2);
  const dumpMode = argv[0] === '--dump';
  const folder = klineFolder(
    dumpMode ? argv[1] : argv[0],
    'ict-replay-report.ts FOLDER | --dump FOLDER SYMBOL@TIME …',
  );
  const t0 = performance.now();
  const data = await loadKlineFolder(folder);
  const loadMs = performance.now() - t0;
  if (dumpMode) return dump(data, argv.slice(2));

  const evalsByLabel = new Map<IctSetupLabel, number>();
  const evalsByLabelAfterWarmUp = new Map<IctSetupLabel, number>();
  const setupsByDay = new Map<string, Map<IctSetupLabel, number>>();
  const fieldShares = new Map<string, number>();
  let evaluations = 0;
  let afterWarmUp = 0;
  let lastSymbol = '';
  let lastLabel: IctSetupLabel | null = null;
  const t1 = performance.now();
  const trades = replayIctTrades(data, params, rules, (symbol, a, now, start) => {
    evaluations += 1;
    count(evalsByLabel, a.label);
    if (now - start >= WARM_UP_DAYS * DAY_MS) {
      afterWarmUp += 1;
      count(evalsByLabelAfterWarmUp, a.label);
      for (const k of [`htf_bias ${a.htfBias}`, `htf_pd_array ${a.htfPdArray}`, `ltf_ote ${a.ltfOte}`]) {
        count(fieldShares, k);
      }
      count(fieldShares, `fvg_type ${a.fvgType}`);
      count(fieldShares, `liquidity_sweep ${a.liquiditySweep}`);
      count(fieldShares, `score ${String(a.score).padStart(2)}`);
      count(fieldShares, `trade plan ${a.trade ? a.trade.direction : 'none'}`);
    }
    if (symbol !== lastSymbol) {
      lastSymbol = symbol;
      lastLabel = null;
    }
    if (a.label !== lastLabel) {
      const perDay = setupsByDay.get(day(now - 1)) ?? new Map<IctSetupLabel, number>();
      setupsByDay.set(day(now - 1), perDay);
      count(perDay, a.label);
      lastLabel = a.label;
    }
  });
  const evalMs = performance.now() - t1;

  console.log(`ICT replay of ${folder}`);
  console.log(
    `${data.candles.size} symbols, ${data.filesRead} files, ${data.candlesRead} rows, ${data.badRows.length} bad rows`,
  );
  console.log(`settings: defaults (${JSON.stringify(params)})`);
  console.log(`\nSetups (label runs) first seen per UTC day, all symbols (the day of the 5m close's bar)`);
  console.log(`${'day'.padEnd(10)} ${labels.map((l) => pad(l, Math.max(l.length, 8))).join(' ')}`);
  for (const [d, m] of [...setupsByDay].sort()) {
    console.log(`${d} ${labels.map((l) => pad(m.get(l) ?? 0, Math.max(l.length, 8))).join(' ')}`);
  }
  console.log(
    `\nShare of evaluations by label (all ${evaluations}; after the ${WARM_UP_DAYS}-day warm-up ${afterWarmUp})`,
  );
  for (const l of labels) {
    const all = (evalsByLabel.get(l) ?? 0) / evaluations;
    const warm = (evalsByLabelAfterWarmUp.get(l) ?? 0) / Math.max(1, afterWarmUp);
    console.log(`${l.padEnd(18)} ${pct(all)}  ${pct(warm)}`);
  }
  console.log(`\nField shares after the warm-up`);
  for (const [k, n] of [...fieldShares].sort())
    console.log(`${k.padEnd(28)} ${pct(n / Math.max(1, afterWarmUp))}`);
  console.log(`\nTrades generated: ${trades.length}`);
  printStats(
    'Outcomes by direction',
    groupBy(trades, (t) => t.plan.direction),
  );
  printStats(
    'Outcomes by score at creation',
    groupBy(trades, (t) => `score ${t.score}`),
  );
  printStats(
    'Outcomes by label at creation',
    groupBy(trades, (t) => t.label),
  );
  printStats(
    'Outcomes by symbol',
    groupBy(trades, (t) => t.symbol),
  );
  const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nRuntime: load ${sec(loadMs)}, replay ${sec(evalMs)} for ${evaluations} evaluations (${((1000 * evalMs) / evaluations).toFixed(0)} µs each, trades included)`,
  );
}

await main();
