import { z } from 'zod';
import { shortIso } from '../lib/time.ts';
import { defineJob } from './job-definition.ts';

/**
 * At every 5m close (+15 s if it was not reported), at start-up and at each close of the files
 * replay: reads the source's new positioning rows (funding settlements, open interest and ratio
 * readings, liquidation buckets, the venue's forecast) and stores them (docs/positioning.md §3). A
 * `positioning` stream event when any row changed, so the snapshot is rebuilt on its next request.
 */
export const positioningIngestJob = defineJob({
  name: 'positioning-ingest',
  module: 'positioning',
  action: () => 'ingest',
  payload: z.object({}).strict(),
  schedules: [{ cron: '15 */5 * * * *', payload: {}, atClose: true }],
  startup: [{}],
  startupAfter: 'recent-5m',
  replay: [{}],
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    if (!context.positioning) return { detail: 'No positioning source in this context.' };
    const r = await context.positioning.run();
    return {
      detail: `Positioning at ${shortIso(r.asOf)}: ${r.changed} rows stored or changed.`,
      changed: r.changed > 0 ? ['positioning'] : [],
      dataTime: r.asOf,
    };
  },
});
