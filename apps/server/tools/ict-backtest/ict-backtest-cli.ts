/**
 * `npm run ict:backtest -- --files DIR --out FILE.csv [--ablation] [--fee-pct 0.05]`: replays every 5m
 * close of a kline folder through the product's ICT engine and trade lifecycle (replay-ict-trades.ts)
 * and writes every trade it generated, one CSV row each, with its walk-forward P(TP1)
 * (run-ict-backtest.ts). The held-out scores and the trade figures (backtest-figures.ts: R(TP2),
 * trades per symbol-day, TP1 and stop rates, honest R before and after fees, the AUCs) go to stderr;
 * `--ablation` adds what each feature group adds out of sample. The settings are the admin defaults.
 * `--report FILE.csv` instead prints the figures of an earlier run's CSV over the same folder (how
 * docs/signals.md compares before and after).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { defaultAdminSettings } from '@app/contracts';
import { ictParamsFromSettings, type Tp1Scores, tradeRulesFromSettings } from '@app/core';
import { KlineFolderInputError, loadCheckedKlineFolder } from '../checked-kline-folder.ts';
import { type BacktestFigures, backtestFigures, parseBacktestCsv } from './backtest-figures.ts';
import { ictBacktestCsv, ictBacktestScores, runIctBacktest } from './run-ict-backtest.ts';
import { tp1Ablation } from './tp1-ablation.ts';

const f3 = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(3));
const pct = (x: number | null) => (x === null ? '–' : `${(100 * x).toFixed(1)} %`);
const scoreLine = (s: Tp1Scores | null) =>
  s === null
    ? 'no held-out outcomes'
    : `n ${s.n}, AUC ${f3(s.auc)}, Brier ${f3(s.brier)} vs base rate ${f3(s.baseRateBrier)} (skill ${(100 * s.skill).toFixed(2)} %), TP1 rate ${pct(s.baseRate)}`;

const DAY = 86_400_000;

/** The UTC days each symbol has 5m bars on, summed. */
function symbolDaysOf(data: Awaited<ReturnType<typeof loadCheckedKlineFolder>>): number {
  let n = 0;
  for (const perTf of data.candles.values())
    n += new Set((perTf.get('5m') ?? []).map((b) => Math.floor(b.openTime / DAY))).size;
  return n;
}

function writeFigures(f: BacktestFigures, feePct: number): void {
  const w = (line: string) => process.stderr.write(`${line}\n`);
  w(
    `trades ${f.trades} over ${f.symbolDays} symbol-days: ${f3(f.tradesPerSymbolDay)} per symbol-day, at most ${f.maxTradesInSymbolDay} in one`,
  );
  w(
    `R(TP1) median ${f3(f.rTp1.median)}; R(TP2) p10 ${f3(f.rTp2.p10)}, median ${f3(f.rTp2.median)}, p90 ${f3(f.rTp2.p90)}, max ${f3(f.rTp2.max)}`,
  );
  w(`TP1 rate ${pct(f.tp1Rate)}, stop rate ${pct(f.stopRate)} (of ${f.decided} decided triggered trades)`);
  w(
    `honest R per trade ${f3(f.averageHonestR)}; after fees of ${feePct} % a side ${f3(f.averageHonestRAfterFees)}`,
  );
  w(`AUC of TP1 first: score ${f3(f.scoreAuc)}, P(TP1) served ${f3(f.pTp1Auc)}`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      files: { type: 'string' },
      out: { type: 'string' },
      ablation: { type: 'boolean' },
      report: { type: 'string' },
      'fee-pct': { type: 'string', default: '0.05' },
    },
  });
  const feePct = Number(values['fee-pct']);
  if (!values.files || (!values.out && !values.report) || !(feePct >= 0 && feePct < 5)) {
    process.stderr.write(
      'usage: npm run ict:backtest -- --files DIR (--out FILE.csv [--ablation] | --report FILE.csv) [--fee-pct 0.05]\n',
    );
    return 2;
  }
  const started = performance.now();
  const data = await loadCheckedKlineFolder(values.files);
  for (const b of data.badRows) process.stderr.write(`skipped ${b.file}:${b.line}: ${b.reason}\n`);
  if (values.report) {
    const rows = parseBacktestCsv(await readFile(values.report, 'utf8'));
    writeFigures(backtestFigures(rows, symbolDaysOf(data), feePct / 100), feePct);
    return 0;
  }
  if (!values.out) return 2;
  const backtest = runIctBacktest(
    data,
    ictParamsFromSettings(defaultAdminSettings),
    tradeRulesFromSettings(defaultAdminSettings),
  );
  await writeFile(values.out, ictBacktestCsv(backtest));
  const s = ictBacktestScores(backtest);
  const w = (line: string) => process.stderr.write(`${line}\n`);
  w(
    `${data.candles.size} symbols, ${data.filesRead} files, ${backtest.trades.length} trades → ${values.out}`,
  );
  w(
    `served: model ${s.servedCounts.model}, base rate ${s.servedCounts.base_rate}, none ${s.servedCounts.none}`,
  );
  w(
    `average R: honest ${f3(s.averageHonestR)}, spec (whole position at the furthest target) ${f3(s.averageSpecR)}`,
  );
  w(`p_tp1 served: ${scoreLine(s.served)}`);
  w(`p_tp1 model:  ${scoreLine(s.model)}`);
  w(`spec score AUC on the same trades: ${f3(s.scoreAuc)}`);
  w('deciles of p_tp1 served (mean forecast, realised, n, 95 % interval):');
  for (const d of s.served?.deciles ?? [])
    w(`  ${pct(d.meanForecast)}  ${pct(d.realisedRate)}  ${d.count}  [${pct(d.low)}, ${pct(d.high)}]`);
  writeFigures(
    backtestFigures(parseBacktestCsv(ictBacktestCsv(backtest)), symbolDaysOf(data), feePct / 100),
    feePct,
  );
  if (values.ablation) {
    w('ablation (model forecast, one group left out):');
    for (const row of tp1Ablation(backtest.trades))
      w(`  ${(row.dropped ?? 'none (full)').padEnd(12)} ${scoreLine(row.scores)}`);
  }
  w(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof KlineFolderInputError)) throw error;
  process.stderr.write(`ict:backtest: ${error.message}\n`);
  process.exitCode = 1;
}
