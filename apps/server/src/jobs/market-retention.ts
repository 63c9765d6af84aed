import { DAY_MS } from '@app/core';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';

/** Finished tasks are kept this long. */
const TASK_RETENTION_DAYS = 14;
/** Delivered alerts (inbox rows) and their events are kept this long. */
const ALERT_RETENTION_DAYS = 30;
/** Cooldowns older than the longest cooldown (1,440 min) hold nothing back; kept two days. */
const COOLDOWN_RETENTION_MS = 2 * DAY_MS;

/**
 * Daily 00:04: deletes candles older than each stored timeframe's retention (5m 22 days, 1h 61 days,
 * 1d 401 days), the trend model's day partials older than 731 days, finished tasks older than two
 * weeks, and alerts (inbox rows, events) older than 30 days with the cooldowns that can no longer
 * hold anything back, and the positioning rows past their retention (docs/positioning.md §4).
 */
export const marketRetentionJob = defineJob({
  name: 'market-retention',
  module: 'market',
  action: () => 'retention',
  payload: z.object({}).strict(),
  schedules: [{ cron: '0 4 0 * * *', payload: {} }],
  startup: [],
  retry: { limit: 1, delaySeconds: 300 },
  expireInSeconds: 30 * 60,
  async run(context) {
    const deleted = await context.ingest.applyRetention();
    const partials = await context.ingest.applyTrendPartialsRetention();
    const tasks = await context.tasks.deleteFinishedBefore(
      new Date(Date.now() - TASK_RETENTION_DAYS * DAY_MS),
    );
    const alerts = await context.alertStore?.deleteBefore(
      new Date(Date.now() - ALERT_RETENTION_DAYS * DAY_MS),
      new Date(context.now() - COOLDOWN_RETENTION_MS),
    );
    const positioning = await context.positioningStore?.applyRetention(context.now());
    const positioningText = positioning
      ? ` Positioning: ${positioning.funding} settlements, ${positioning.metrics} readings, ${positioning.liquidations} liquidation buckets.`
      : '';
    const alertText = alerts
      ? ` Alerts: ${alerts.inbox} inbox rows, ${alerts.events} events, ${alerts.cooldowns} cooldowns.`
      : '';
    return {
      detail: `Deleted candles 5m ${deleted['5m']}, 1h ${deleted['1h']}, 1d ${deleted['1d']}; ${partials} trend day partials; ${tasks} old tasks.${alertText}${positioningText}`,
    };
  },
});
