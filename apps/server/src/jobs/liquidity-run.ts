import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { liquidityJobResult } from './support/liquidity-details.ts';

/**
 * `sniperflow/run/liquidity/ {mode}`; at every 5m close (+10 s if it was not reported) (`live`, docs/analytics.md §6): every symbol's
 * whole session-liquidity row (levels, sweeps and hit times, bias, CPR, A/M/D), reading only the
 * newest 5m bars and the stored session ranges (building the missing ones). `historical` (and the
 * start-up run) recomputes from the stored bars alone: it rebuilds the 20-day session-range history
 * and re-reads every bar window before computing the rows.
 */
export const liquidityRunJob = defineJob({
  name: 'liquidity-run',
  module: 'sniperflow',
  action: ({ mode }) => `run-liquidity:${mode}`,
  payload: z.object({ mode: z.enum(['historical', 'live']) }).strict(),
  schedules: [{ cron: '10 */5 * * * *', payload: { mode: 'live' }, atClose: true }],
  startup: [{ mode: 'historical' }],
  startupAfter: 'recent-5m',
  // The files source's replay: each close computes the rows and completes the session-range history
  // as the live run would have (docs/analytics.md §6).
  replay: [{ mode: 'live' }],
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context, { mode }) {
    const result = await context.liquidity.run({ rebuild: mode === 'historical' });
    return liquidityJobResult(`SniperFlow ${mode} run`, result);
  },
});
