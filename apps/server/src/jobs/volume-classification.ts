import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

/**
 * `volume/admin/trigger-classification/`; every 5m close +10 s: one volume snapshot per symbol
 * (ANALYTICS.md §4). The computation arrives with the volume module.
 */
export const volumeClassificationJob = defineJob({
  name: 'volume-classification',
  module: 'volume',
  action: () => 'trigger-classification',
  payload: z.object({}).strict(),
  schedules: [{ cron: '10 */5 * * * *', payload: {} }],
  startup: [{}],
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    return { detail: notYetComputedDetail('Volume classification', '5m', await checkInputs(context, '5m')) };
  },
});
