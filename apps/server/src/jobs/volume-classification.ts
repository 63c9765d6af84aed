import { z } from 'zod';
import { shortIso } from '../lib/time.ts';
import type { ClassificationResult } from '../services/volume/volume-service.ts';
import type { JobResult } from './job-definition.ts';
import { defineJob } from './job-definition.ts';

const ms = (t: number) => Math.round(t);

/** e.g. "Volume classification at 2026-03-14T09:05:00Z (london): 150 snapshots (Active 12, Warming Up 80, Silent 58), 5 alerts; …". */
function classificationDetail(r: ClassificationResult): string {
  if (r.dataTime === null)
    return (
      `Volume classification at ${shortIso(r.now)}: between sessions, and the final close of the session that ended ` +
      'is stored already (or none has ended yet); nothing to classify.'
    );
  const s = r.statuses;
  return (
    `Volume classification at ${shortIso(r.dataTime)} (${r.session}): ${r.snapshots} snapshots of ${r.symbols} symbols ` +
    `(Active ${s.Active}, Warming Up ${s['Warming Up']}, Silent ${s.Silent}), ${r.alerts} alerts; ` +
    `${r.changedRows} stored rows changed${r.closes > 1 ? ` over ${r.closes} closes (finished sessions of today caught up)` : ''}; ` +
    `read ${r.rowsRead.bars} bars and ${r.rowsRead.baselines} baselines ` +
    `(read ${ms(r.timings.readMs)} ms, compute ${ms(r.timings.computeMs)} ms, write ${ms(r.timings.writeMs)} ms).`
  );
}

/** A `volume` stream event at the classified close when any stored row changed. */
export function classificationJobResult(r: ClassificationResult): JobResult {
  return {
    detail: classificationDetail(r),
    changed: r.changedRows > 0 ? ['volume'] : [],
    ...(r.dataTime !== null ? { dataTime: r.dataTime } : {}),
  };
}

/**
 * `volume/admin/trigger-classification/`; at every 5m close (+10 s if it was not reported) (docs/analytics.md §6): one volume
 * snapshot per symbol for the session of the bar that just closed (docs/analytics.md §4), read from the
 * stored baselines and this session's bars so far (never 20 days of bars). Between sessions (and at
 * a start-up there) it stores the final close of the session that ended, once.
 */
export const volumeClassificationJob = defineJob({
  name: 'volume-classification',
  module: 'volume',
  action: () => 'trigger-classification',
  payload: z.object({}).strict(),
  schedules: [{ cron: '10 */5 * * * *', payload: {}, atClose: true }],
  // None of its own: the volume-baselines start-up runs classify right after their baselines.
  startup: [],
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    return classificationJobResult(await context.volume.classify());
  },
});
