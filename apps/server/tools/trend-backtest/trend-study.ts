/**
 * The trend model study (docs/trend-model.md): over a kline folder, the held-out scores per checkpoint
 * with every feature, then without each group (what the group adds out of sample). A script, not a test:
 *
 *   npx tsx apps/server/tools/trend-backtest/trend-study.ts DIR [--step-days 30] [--ablate]
 *   npx tsx apps/server/tools/trend-backtest/trend-study.ts --sim SYMBOLS:DAYS (the simulated market)
 */
import { parseArgs } from 'node:util';
import { defaultAdminSettings } from '@app/contracts';
import {
  checkpointOffsetsOf,
  createSimMarket,
  DAY_MS,
  dayPartials,
  intradayCheckpoints,
  TREND_EVALUATION_DAYS,
  type TrendSeries,
  trendCheckpoints,
  trendDataset,
  trendFeatureGroup,
  trendFeatureNames,
  walkForward,
} from '@app/core';
import { klineFolder } from '../kline-folder.ts';
import { loadTrendSeries } from './load-trend-series.ts';
import { scoreLine } from './run-trend-backtest.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'step-days': { type: 'string' },
    ablate: { type: 'boolean' },
    'max-train-days': { type: 'string' },
    lambda: { type: 'string' },
    'cal-days': { type: 'string' },
    drop: { type: 'string' },
    sim: { type: 'string' },
  },
});
const dir = klineFolder(positionals[0], 'trend-study.ts FOLDER (daily klines)');
const settings = defaultAdminSettings;
const offsets = checkpointOffsetsOf(settings);
/** The simulated market's hourly bars (seed 1) of the first `n` symbols over the last `days` days. */
function simSeries(spec: string): { series: TrendSeries[] } {
  const [n, days] = spec.split(':').map(Number) as [number, number];
  const market = createSimMarket({ seed: 1, symbols: n });
  const to = Date.UTC(2025, 0, 1);
  const from = to - days * DAY_MS;
  return {
    series: market.symbols.map(({ symbol }) => {
      const bars = market.simCandles(symbol, '1h', from, to);
      const partials = Object.fromEntries(
        intradayCheckpoints.map((c) => [c, dayPartials(bars, 3_600_000, offsets[c])]),
      );
      return { symbol, daily: market.simCandles(symbol, '1d', from, to), partials };
    }),
  };
}

let t = performance.now();
const lap = () => {
  const s = ((performance.now() - t) / 1000).toFixed(1);
  t = performance.now();
  return `${s} s`;
};
const loaded = values.sim ? simSeries(values.sim) : await loadTrendSeries(dir, offsets);
console.log(`loaded ${loaded.series.length} series in ${lap()}`);
const now = Math.max(...loaded.series.map((s) => (s.daily.at(-1)?.openTime ?? 0) + DAY_MS));
const data = trendDataset(loaded.series, { map: settings.daily_cpr_map, now, offsets });
console.log(`dataset ${trendCheckpoints.map((c) => `${c} ${data[c].length}`).join(', ')} in ${lap()}`);
const options = {
  minTrainDays: 120,
  stepDays: Number(values['step-days'] ?? 30),
  evaluationDays: TREND_EVALUATION_DAYS,
  maxTrainDays: values['max-train-days'] ? Number(values['max-train-days']) : undefined,
  lambda: values.lambda ? Number(values.lambda) : undefined,
  calibrationDays: values['cal-days'] ? Number(values['cal-days']) : undefined,
};
const dropped = (values.drop ?? '').split(',');
for (const c of trendCheckpoints) {
  const rows = data[c];
  if (rows.length === 0) continue;
  const names = trendFeatureNames(settings.daily_cpr_map, c);
  const kept = names.flatMap((n, k) => (dropped.includes(trendFeatureGroup(n)) ? [] : [k]));
  const all = walkForward(rows, { ...options, columns: kept });
  console.log(`${c} all    ${scoreLine(all.scores)} (${lap()})`);
  console.log(`${c} raw    ${scoreLine(all.rawScores)}`);
  console.log(`${c} served ${scoreLine(all.servedScores)}`);
  for (const b of all.scores?.reliability ?? [])
    if (b.count > 0)
      console.log(
        `  bin ${b.from.toFixed(1)}: forecast ${b.meanForecast?.toFixed(3)} observed ${b.observedRate?.toFixed(3)} n ${b.count}`,
      );
  if (!values.ablate) continue;
  const groups = [...new Set(names.map(trendFeatureGroup))];
  for (const g of groups) {
    const columns = kept.filter((k) => trendFeatureGroup(names[k] as string) !== g);
    const r = walkForward(rows, { ...options, columns });
    const d = (all.scores?.skill ?? 0) - (r.scores?.skill ?? 0);
    const a = (all.scores?.auc ?? 0) - (r.scores?.auc ?? 0);
    console.log(
      `${c} -${g.padEnd(14)} ${scoreLine(r.scores)}  adds skill ${(100 * d).toFixed(2)} pp, AUC ${a.toFixed(4)} (${lap()})`,
    );
  }
}
