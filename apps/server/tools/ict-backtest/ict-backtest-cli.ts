/**
 * `npm run ict:backtest -- --files DIR --out FILE.csv [--ablation]`: replays every 5m close of a kline
 * folder through the product's ICT engine and trade lifecycle (replay-ict-trades.ts) and writes every
 * trade it generated, one CSV row each, with its walk-forward P(TP1) (run-ict-backtest.ts). The
 * held-out scores go to stderr; `--ablation` adds what each feature group adds out of sample.
 * The settings are the admin defaults.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { defaultAdminSettings } from '@app/contracts';
import { ictParamsFromSettings, type Tp1Scores, tradeRulesFromSettings } from '@app/core';
import { KlineFolderInputError, loadCheckedKlineFolder } from '../checked-kline-folder.ts';
import { ictBacktestCsv, ictBacktestScores, runIctBacktest } from './run-ict-backtest.ts';
import { tp1Ablation } from './tp1-ablation.ts';

const f3 = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(3));
const pct = (x: number | null) => (x === null ? '–' : `${(100 * x).toFixed(1)} %`);
const scoreLine = (s: Tp1Scores | null) =>
  s === null
    ? 'no held-out outcomes'
    : `n ${s.n}, AUC ${f3(s.auc)}, Brier ${f3(s.brier)} vs base rate ${f3(s.baseRateBrier)} (skill ${(100 * s.skill).toFixed(2)} %), TP1 rate ${pct(s.baseRate)}`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { files: { type: 'string' }, out: { type: 'string' }, ablation: { type: 'boolean' } },
  });
  if (!values.files || !values.out) {
    process.stderr.write('usage: npm run ict:backtest -- --files DIR --out FILE.csv [--ablation]\n');
    return 2;
  }
  const started = performance.now();
  const data = await loadCheckedKlineFolder(values.files);
  for (const b of data.badRows) process.stderr.write(`skipped ${b.file}:${b.line}: ${b.reason}\n`);
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
