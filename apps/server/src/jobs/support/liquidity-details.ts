import { type LiquidityLevelKey, liquidityLevelLabels } from '@app/core';
import { shortIsoOrNone } from '../../lib/time.ts';
import type { LiquidityRunResult } from '../../services/liquidity/liquidity-service.ts';
import type { JobResult } from '../job-definition.ts';

/**
 * e.g. "SniperFlow levels, bias, cpr, session as of 2026-03-11T13:45:00Z: 150 symbols; swept PDH 12, PDL 9, …;
 * bias Bullish 60, Bearish 50, Neutral 40; sessions A 200, M 80, D 20; 3 session ranges built; 150 rows changed (…)".
 */
function liquidityRunDetail(what: string, r: LiquidityRunResult): string {
  const swept = (Object.entries(r.swept) as [LiquidityLevelKey, number][])
    .map(([k, n]) => `${liquidityLevelLabels[k]} ${n}`)
    .join(', ');
  const biases = Object.entries(r.biases)
    .map(([b, n]) => `${b} ${n}`)
    .join(', ');
  const labels = Object.entries(r.sessionLabels)
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  return (
    `${what} (${r.parts.join(', ')}) as of ${shortIsoOrNone(r.dataTime)}: ${r.symbols} symbols; swept ${swept}; ` +
    `bias ${biases}; sessions ${labels}; ${r.historyBuilt} session ranges ${r.rebuilt ? 'rebuilt' : 'built'} ` +
    `from the candles; ${r.changedRows} stored rows changed (read ${Math.round(r.timings.readMs)} ms, ` +
    `compute ${Math.round(r.timings.computeMs)} ms, write ${Math.round(r.timings.writeMs)} ms).`
  );
}

/** A `sniperflow` stream event at the data's time when a stored row changed. */
export function liquidityJobResult(what: string, r: LiquidityRunResult): JobResult {
  return {
    detail: liquidityRunDetail(what, r),
    changed: r.changedRows > 0 ? ['sniperflow'] : [],
    ...(r.dataTime !== null ? { dataTime: r.dataTime } : {}),
  };
}
