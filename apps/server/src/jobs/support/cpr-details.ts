import type { CprTimeframe } from '@app/core';
import { shortIsoOrNone } from '../../lib/time.ts';
import type { CprRecompute, CprScanResult } from '../../services/cpr/cpr-service.ts';
import type { TrendRefit } from '../../services/cpr/trend-model-service.ts';
import type { WebhookResult } from '../../services/discord/webhook-client.ts';
import type { JobResult } from '../job-definition.ts';

const names: Record<CprTimeframe, string> = { '1d': 'Daily', '1w': 'Weekly', '1M': 'Monthly' };
const num = (n: number | null, digits = 4) => (n === null ? 'n/a' : n.toFixed(digits));

function alertText(alert: WebhookResult): string {
  if (alert.status === 'skipped') return 'not sent (no webhook set)';
  if (alert.status === 'sent') return 'sent';
  if (alert.status === 'refused') return `refused (${alert.reason})`;
  return `failed (${alert.reason})`;
}

/** Job result of a CPR run: a `cpr` stream event at the data's time when any stored row changed. */
export function cprJobResult(detail: string, run: CprRecompute): JobResult {
  return {
    detail,
    changed: run.changedRows > 0 ? ['cpr'] : [],
    ...(run.dataTime !== null ? { dataTime: run.dataTime } : {}),
  };
}

/** e.g. "Daily CPR scan as of 2026-03-11T13:47:28Z: 150 symbols, 148 with a 1d CPR (Narrow 12, …)". */
export function scanDetail(result: CprScanResult): string {
  const tf = result.timeframe;
  const rows = result.scanned[tf];
  const counts = result.maps[tf]
    .map(([, label, sub]) => `${label} ${rows.filter((r) => r.subcategory === sub).length}`)
    .join(', ');
  return (
    `${names[tf]} CPR scan as of ${shortIsoOrNone(result.dataTime)}: ${result.symbols} symbols, ${rows.length} with a ${tf} CPR ` +
    `(${counts}); ${result.changedRows} stored rows changed; Discord summary ${alertText(result.alert)}.`
  );
}

export function insightsDetail(tf: CprTimeframe, run: CprRecompute): string {
  const c = run.counts;
  return (
    `CPR insights (${tf}) as of ${shortIsoOrNone(run.dataTime)}: ${run.symbols} symbols; Explosive ${c.Explosive}, ` +
    `Trending ${c.Trending}, Neutral ${c.Neutral}; ${c.virgin} virgin; ${c.withProbability} with a trend probability; ` +
    `${run.changedRows} stored rows changed.`
  );
}

export function trendDetail({ run, models, recompute }: TrendRefit & { recompute: CprRecompute }): string {
  const parts = Object.values(models).map((m) => {
    const s = m.scores;
    const figures = s
      ? `held-out Brier ${num(s.brier)} vs base rate ${num(s.baseRateBrier)} (skill ${num(100 * s.skill, 2)} %, AUC ${num(s.auc, 3)}, ${s.n} days, ${m.folds} folds)`
      : 'nothing held out yet';
    const verdict = m.beatsBaseRate ? 'serves the model' : `serves the base rate ${num(m.baseRate, 3)}`;
    return `${m.checkpoint}: ${figures}, ${verdict}`;
  });
  return (
    `Trend model refit on ${run.samples} samples of ${run.symbols} symbols; ${parts.join('; ') || 'no checkpoint had data'}; ` +
    `${recompute.counts.withProbability}/${recompute.symbols} symbols have a trend probability (null under 60 days).`
  );
}
