import { PeriodTimeframe } from '@app/contracts';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

const names = { '1d': 'Daily', '1w': 'Weekly', '1M': 'Monthly' } as const;

/**
 * `cpr/admin/trigger-cprscan/?tf=1d|1w|1M`; daily 00:01 (1d), Monday 00:02 (1w), the 1st 00:03 (1M).
 * The CPR computation and its tables arrive with the CPR module; until then a run checks the daily
 * candles it will read (1w and 1M are aggregated from them) and says that nothing was computed.
 */
export const cprScanJob = defineJob({
  name: 'cpr-scan',
  module: 'cpr',
  action: ({ tf }) => `trigger-cprscan:${tf}`,
  payload: z.object({ tf: PeriodTimeframe }).strict(),
  schedules: [
    { cron: '0 1 0 * * *', payload: { tf: '1d' } },
    { cron: '0 2 0 * * 1', payload: { tf: '1w' } },
    { cron: '0 3 0 1 * *', payload: { tf: '1M' } },
  ],
  startup: [{ tf: '1d' }, { tf: '1w' }, { tf: '1M' }],
  startupAfter: '1d',
  retry: { limit: 2, delaySeconds: 30 },
  expireInSeconds: 15 * 60,
  async run(context, { tf }) {
    return { detail: notYetComputedDetail(`${names[tf]} CPR scan`, '1d', await checkInputs(context, '1d')) };
  },
});
