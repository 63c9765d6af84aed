/**
 * `npm run trend:backtest -- --files DIR --out FILE.csv [--step-days 7]`: the trend model's walk-forward
 * over a kline folder (see run-trend-backtest.ts), one CSV row per symbol, day and checkpoint, and the
 * held-out scores per checkpoint on stderr. The settings' defaults give the CPR map and session ends.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { defaultAdminSettings } from '@app/contracts';
import { checkpointOffsetsOf } from '@app/core';
import { loadTrendSeries, TrendBacktestInputError } from './load-trend-series.ts';
import { backtestCsv, backtestWalkForward, runTrendBacktest, scoreLine } from './run-trend-backtest.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { files: { type: 'string' }, out: { type: 'string' }, 'step-days': { type: 'string' } },
  });
  if (!values.files || !values.out) {
    process.stderr.write('usage: npm run trend:backtest -- --files DIR --out FILE.csv [--step-days 7]\n');
    return 2;
  }
  const started = performance.now();
  const settings = defaultAdminSettings;
  const offsets = checkpointOffsetsOf(settings);
  const loaded = await loadTrendSeries(values.files, offsets);
  for (const s of loaded.skippedRows) process.stderr.write(`skipped ${s}\n`);
  const stepDays = Number(values['step-days'] ?? backtestWalkForward.stepDays);
  const { rows, results } = runTrendBacktest(loaded.series, settings.daily_cpr_map, offsets, {
    ...backtestWalkForward,
    stepDays,
  });
  await writeFile(values.out, backtestCsv(rows));
  process.stderr.write(
    `${loaded.series.length} symbols, ${loaded.filesRead} files, ${rows.length} rows → ${values.out}; refit every ${stepDays} days\n`,
  );
  for (const [c, r] of Object.entries(results))
    process.stderr.write(`${c}: served ${scoreLine(r.servedScores)}\n${c}: model  ${scoreLine(r.scores)}\n`);
  process.stderr.write(`${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof TrendBacktestInputError)) throw error;
  process.stderr.write(`trend:backtest: ${error.message}\n`);
  process.exitCode = 1;
}
