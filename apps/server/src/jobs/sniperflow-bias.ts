import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { liquidityJobResult } from './support/liquidity-details.ts';

/**
 * `sniperflow/run/bias/`: recomputes `bias` and `bias_reason` of every row from the stored bars now
 * (PDH/PDL sweeps, the last price, today's daily CPR) and stores only those columns (a symbol
 * without a row gets the whole row). The 5m liquidity run computes them too; this reruns them alone.
 */
export const sniperflowBiasJob = defineJob({
  name: 'sniperflow-bias',
  module: 'sniperflow',
  action: () => 'run-bias',
  payload: z.object({}).strict(),
  schedules: [],
  startup: [],
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    return liquidityJobResult('SniperFlow bias run', await context.liquidity.run({ parts: ['bias'] }));
  },
});
