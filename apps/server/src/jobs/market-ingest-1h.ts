import { z } from 'zod';
import { defineJob } from './job-definition.ts';

/** 10 s after every 1h close: stores 1h and 1d bars the live feed missed (see market-ingest-5m). */
export const marketIngest1hJob = defineJob({
  name: 'market-ingest-1h',
  module: 'market',
  action: () => 'ingest-1h',
  payload: z.object({}).strict(),
  schedules: [{ cron: '10 0 * * * *', payload: {} }],
  startup: [],
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  async run(context) {
    const report = await context.ingest.catchUp(['1h', '1d']);
    return {
      detail: `1h/1d catch-up: ${report.candles} candles stored for ${report.symbols} symbols in ${Math.round(report.elapsedMs)} ms.`,
      changed: report.candles > 0 ? ['market'] : [],
      dataTime: report.asOf,
    };
  },
});
