import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { checkInputs, notYetComputedDetail } from './support/input-check.ts';

/**
 * `ict/admin/trigger-scan/` (the Admin Dashboard's 'Trigger FVG Scan'); every 5m close +10 s: ICT
 * setups and trades (ANALYTICS.md §3). The computation arrives with the ICT module.
 */
export const ictScanJob = defineJob({
  name: 'ict-scan',
  module: 'ict',
  action: () => 'trigger-scan',
  payload: z.object({}).strict(),
  schedules: [{ cron: '10 */5 * * * *', payload: {} }],
  startup: [{}],
  startupAfter: '1h',
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    return { detail: notYetComputedDetail('ICT scan', '5m', await checkInputs(context, '5m')) };
  },
});
