import type { AdminSettings, Exchange } from '@app/contracts';
import type { SettingsReader } from '../settings-service.ts';
import { type CprScanSummary, cprScanSummaryMessage, type ScanTimeframe } from './cpr-scan-message.ts';
import type { DiscordMessage } from './discord-message.ts';
import { type IctTradeAlert, ictTradeMessage } from './ict-trade-message.ts';
import type { WebhookClient, WebhookResult } from './webhook-client.ts';

/** The alerts the jobs raise (docs/analytics.md §3 "Alerts"). */
export interface DiscordAlerts {
  /** After a daily/weekly/monthly CPR scan: to `webhook_daily`/`_weekly`/`_monthly`. */
  cprScanSummary(summary: CprScanSummary): Promise<WebhookResult>;
  /** For each new ICT trade: to `webhook_setups`, with the chart link on `default_exchange`. */
  newIctTrade(trade: IctTradeAlert): Promise<WebhookResult>;
}

const scanWebhook: Record<ScanTimeframe, keyof AdminSettings> = {
  '1d': 'webhook_daily',
  '1w': 'webhook_weekly',
  '1M': 'webhook_monthly',
};

/**
 * The webhook of an alert kind: its own setting, else the general `webhook_url`; when both are
 * unset ('') nothing is sent.
 */
export function webhookFor(settings: AdminSettings, field: keyof AdminSettings): string {
  const own = settings[field];
  return (typeof own === 'string' && own) || settings.webhook_url;
}

/**
 * The admin webhooks' alerts. The client is the guarded one in production (server-root.ts:
 * services/webhooks/, the address policy checked at send, no redirect followed); a message refused or
 * not delivered is reported with the setting's name and the reason, never the url.
 */
export function createDiscordAlerts(deps: {
  settings: SettingsReader;
  client: WebhookClient;
  now: () => Date;
  report?: (message: string, reason?: unknown) => void;
  /** The chart link's venue when the data's venue is fixed (files source); else `default_exchange`. */
  chartVenue?: Exchange | null;
}): DiscordAlerts {
  const send = async (settings: AdminSettings, field: keyof AdminSettings, message: DiscordMessage) => {
    const result = await deps.client.send(webhookFor(settings, field), message);
    if (result.status === 'failed' || result.status === 'refused')
      deps.report?.(`admin webhook ${field} ${result.status}`, result.reason);
    return result;
  };
  return {
    async cprScanSummary(summary) {
      const settings = await deps.settings.current();
      return send(settings, scanWebhook[summary.timeframe], cprScanSummaryMessage(summary, deps.now()));
    },
    async newIctTrade(trade) {
      const settings = await deps.settings.current();
      return send(
        settings,
        'webhook_setups',
        ictTradeMessage(trade, deps.chartVenue ?? settings.default_exchange),
      );
    },
  };
}
