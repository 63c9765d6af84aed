import { z } from 'zod';
import { shortIsoOrNone } from '../lib/time.ts';
import type { IctScanResult } from '../services/ict/ict-service.ts';
import type { JobResult } from './job-definition.ts';
import { defineJob } from './job-definition.ts';

/** e.g. "ICT scan as of 2026-03-11T13:45:00Z: 150 symbols (Strong Bullish 3, …); 2 new trades; 5 live trades judged, 1 changed status". */
function ictScanDetail(r: IctScanResult): string {
  const labels = Object.entries(r.labels)
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${label} ${n}`)
    .join(', ');
  return (
    `ICT scan as of ${shortIsoOrNone(r.dataTime)}: ${r.symbols} symbols (${labels || 'none'}); ${r.newTrades} new trades; ` +
    `${r.judged} live trades judged, ${r.statusChanges} changed status; ${r.changedRows} stored rows changed ` +
    `(read ${Math.round(r.timings.readMs)} ms, compute ${Math.round(r.timings.computeMs)} ms, write ${Math.round(r.timings.writeMs)} ms).`
  );
}

/** An `ict` stream event at the data's time when any stored row changed. */
function ictJobResult(r: IctScanResult): JobResult {
  return {
    detail: ictScanDetail(r),
    changed: r.changedRows > 0 ? ['ict'] : [],
    ...(r.dataTime !== null ? { dataTime: r.dataTime } : {}),
  };
}

/**
 * `ict/admin/trigger-scan/` (the Admin Dashboard's 'Trigger FVG Scan'); at every 5m close (+10 s if it was not reported)
 * (docs/analytics.md §6; the live feed has stored the closed bar by then): every symbol's ICT setup, new trades and the outcome of the live ones
 * (docs/analytics.md §3). New trades' Discord alerts are sent in the background: the run never waits
 * for them.
 */
export const ictScanJob = defineJob({
  name: 'ict-scan',
  module: 'ict',
  action: () => 'trigger-scan',
  payload: z.object({}).strict(),
  schedules: [{ cron: '10 */5 * * * *', payload: {}, atClose: true }],
  startup: [{}],
  startupAfter: '1h',
  // The files source's replay: each close opens and judges trades as the live scan would have.
  replay: [{}],
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    return ictJobResult(await context.ict.scan());
  },
});
