import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

/**
 * `sniperflow/run/session/`: recomputes the per-session A/M/D labels. Part of the liquidity run
 * at every 5m close; this job reruns it alone. The computation arrives with the liquidity module.
 */
export const sniperflowSessionJob = defineJob({
  name: 'sniperflow-session',
  module: 'sniperflow',
  action: () => 'run-session',
  payload: z.object({}).strict(),
  schedules: [],
  startup: [{}],
  startupAfter: 'recent-5m',
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    return { detail: notYetComputedDetail('SniperFlow session', '5m', await checkInputs(context, '5m')) };
  },
});
