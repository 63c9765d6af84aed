import { z } from 'zod';
import { isoDay } from '../lib/time.ts';
import type { BaselineRunResult } from '../services/volume/volume-service.ts';
import { defineJob } from './job-definition.ts';
import { classificationJobResult } from './volume-classification.ts';

const ms = (t: number) => Math.round(t);

/** e.g. "Volume baselines for 2026-03-14: 150 symbols (20 full days: asia 150, london 150, newyork 150); …". */
function baselinesDetail(r: BaselineRunResult): string {
  const full = Object.entries(r.fullDays)
    .map(([session, n]) => `${session} ${n}`)
    .join(', ');
  return (
    `Volume baselines for ${isoDay(r.builtFor)}: ${r.symbols} symbols (20 full days: ${full || 'none'}); ` +
    `${r.rowsWritten} stored rows changed from ${r.barsRead} bars ` +
    `(read ${ms(r.timings.readMs)} ms, compute ${ms(r.timings.computeMs)} ms, write ${ms(r.timings.writeMs)} ms).`
  );
}

/**
 * `volume/admin/update-baselines/`; daily 00:01 (docs/analytics.md §6): every symbol's per-session,
 * per-5m-slot baseline over the last 20 days (docs/analytics.md §4). Right after, the current 5m close and
 * the final close of each session of today that has ended are classified again, so the snapshots the
 * screens show reflect the new baselines at once (at start-up a classification may have run before
 * any baseline was stored).
 */
export const volumeBaselinesJob = defineJob({
  name: 'volume-baselines',
  module: 'volume',
  action: () => 'update-baselines',
  payload: z.object({ startup: z.enum(['partial', 'full']).optional() }).strict(),
  schedules: [{ cron: '0 1 0 * * *', payload: {} }],
  // First rows once the last two days of 5m bars are in (low `confidence`: few baseline days), then
  // again from the whole history, as a quiet run: its status changes are not market moves.
  startupEarly: { after: 'recent-5m', payloads: [{ startup: 'partial' }] },
  startup: [{ startup: 'full' }],
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  async run(context, { startup }) {
    const baselines = await context.volume.updateBaselines();
    const classified = classificationJobResult(await context.volume.classify({ restate: true }));
    return {
      ...classified,
      detail: `${baselinesDetail(baselines)} ${classified.detail}`,
      ...(startup === 'full' ? { quiet: true } : {}),
    };
  },
});
