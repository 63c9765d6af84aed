import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { liquidityJobResult } from './support/liquidity-details.ts';

/**
 * `sniperflow/run/cpr/`: recomputes today's daily CPR top/mid/bottom of every row from yesterday's
 * stored daily bar (or its 5m bars) and stores only those columns (a symbol without a row gets the
 * whole row). The 5m liquidity run computes them too; this reruns them alone, e.g. after a daily bar
 * was corrected.
 */
export const sniperflowCprJob = defineJob({
  name: 'sniperflow-cpr',
  module: 'sniperflow',
  action: () => 'run-cpr',
  payload: z.object({}).strict(),
  schedules: [],
  startup: [],
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    return liquidityJobResult('SniperFlow CPR run', await context.liquidity.run({ parts: ['cpr'] }));
  },
});
