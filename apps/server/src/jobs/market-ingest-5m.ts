import { z } from 'zod';
import { defineJob } from './job-definition.ts';

/**
 * 10 s after every 5m close: stores any 5m bars the live feed missed (resuming after the newest
 * stored bar of each symbol). The live feed normally stored them already, so this usually adds none.
 */
export const marketIngest5mJob = defineJob({
  name: 'market-ingest-5m',
  module: 'market',
  action: () => 'ingest-5m',
  payload: z.object({}).strict(),
  schedules: [{ cron: '10 */5 * * * *', payload: {} }],
  startup: [],
  retry: { limit: 2, delaySeconds: 20 },
  expireInSeconds: 15 * 60,
  async run(context) {
    const report = await context.ingest.catchUp(['5m']);
    return {
      detail: `5m catch-up: ${report.candles} candles stored for ${report.symbols} symbols in ${Math.round(report.elapsedMs)} ms.`,
      changed: report.candles > 0 ? ['market'] : [],
      dataTime: report.asOf,
    };
  },
});
