import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

/**
 * `volume/admin/update-baselines/`; daily 00:01: the 20-day per-session, per-slot volume baselines
 * (ANALYTICS.md §4). The computation arrives with the volume module.
 */
export const volumeBaselinesJob = defineJob({
  name: 'volume-baselines',
  module: 'volume',
  action: () => 'update-baselines',
  payload: z.object({}).strict(),
  schedules: [{ cron: '0 1 0 * * *', payload: {} }],
  startup: [{}],
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  async run(context) {
    return { detail: notYetComputedDetail('Volume baselines', '5m', await checkInputs(context, '5m')) };
  },
});
