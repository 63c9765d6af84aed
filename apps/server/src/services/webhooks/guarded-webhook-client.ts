import type { DiscordMessage } from '../discord/discord-message.ts';
import {
  createWebhookClient,
  type WebhookClient,
  type WebhookClientOptions,
  type WebhookResult,
} from '../discord/webhook-client.ts';
import { pinnedFetch } from './pinned-fetch.ts';
import { checkWebhookUrl, type WebhookAddressPolicy } from './webhook-address-policy.ts';

export interface GuardedWebhookClientOptions extends Omit<WebhookClientOptions, 'fetch'> {
  policy?: WebhookAddressPolicy;
}

/**
 * The webhook client every production webhook goes through, the admin settings' and the users'
 * alike: before each message the url is checked again against the address policy
 * (webhook-address-policy.ts; the saved url may resolve elsewhere by now) and, when refused, nothing
 * is contacted; else the Discord client posts it (429/5xx retries) over a connection pinned to the
 * checked address, following no redirect. Its callers log what was not delivered (the reason, never
 * the url: discord-alerts.ts, alerts/alert-delivery.ts).
 */
export function createGuardedWebhookClient(options: GuardedWebhookClientOptions = {}): WebhookClient {
  const { policy, ...client } = options;
  return {
    async send(url, message: DiscordMessage) {
      if (!url) return { status: 'skipped' };
      const check = await checkWebhookUrl(url, policy);
      if (!check.ok) return { status: 'refused', reason: check.reason } satisfies WebhookResult;
      return createWebhookClient({ ...client, fetch: pinnedFetch(check.address) }).send(url, message);
    },
  };
}
