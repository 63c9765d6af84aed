import { z } from 'zod';
import { defineJob } from './job-definition.ts';
import { liquidityJobResult } from './support/liquidity-details.ts';

/**
 * `sniperflow/run/session/`: rebuilds the 20-day session-range history from the stored 5m bars (the
 * averages behind D), then recomputes the A/M/D label of each session begun and stores only that
 * column (a symbol without a row gets the whole row). The 5m liquidity run labels the sessions too;
 * this reruns them alone, e.g. after the session windows changed. It also runs once at start-up when
 * the whole stored history is in (the start-up liquidity run comes earlier, after the recent bars,
 * so the screen fills at once; a source whose clock stands still, such as files, has no later 5m
 * run to complete the 20-day history).
 */
export const sniperflowSessionJob = defineJob({
  name: 'sniperflow-session',
  module: 'sniperflow',
  action: () => 'run-session',
  payload: z.object({}).strict(),
  schedules: [],
  startup: [{}],
  startupAfter: 'history',
  retry: { limit: 1, delaySeconds: 10 },
  expireInSeconds: 4 * 60,
  async run(context) {
    const result = await context.liquidity.run({ parts: ['session'], rebuild: true });
    return liquidityJobResult('SniperFlow session run', result);
  },
});
