import type { DiscordMessage } from '../discord/discord-message.ts';
import { createWebhookClient, type WebhookClientOptions } from '../discord/webhook-client.ts';
import { pinnedFetch } from './pinned-fetch.ts';
import { checkWebhookUrl, type WebhookAddressPolicy } from './webhook-address.ts';

/** What became of one post to a user's webhook (stored as the inbox row's `discord_status`). */
export type UserWebhookStatus = 'sent' | 'failed' | 'refused';

export interface UserWebhookSender {
  send(url: string, message: DiscordMessage): Promise<{ status: UserWebhookStatus; reason?: string }>;
}

/**
 * Posts to a user's own Discord webhook: the url is checked again at send time (https, every
 * address public; the saved url may now resolve elsewhere) and refused when it fails, else posted by
 * the Discord webhook client (429/5xx retries) over a connection pinned to the checked address.
 */
export function createUserWebhookSender(
  policy: WebhookAddressPolicy = {},
  client: Omit<WebhookClientOptions, 'fetch'> = {},
): UserWebhookSender {
  return {
    async send(url, message) {
      const check = await checkWebhookUrl(url, policy);
      if (!check.ok) return { status: 'refused', reason: check.reason };
      const result = await createWebhookClient({
        maxAttempts: 3,
        timeoutMs: 5_000,
        ...client,
        fetch: pinnedFetch(check.address),
      }).send(url, message);
      if (result.status === 'sent') return { status: 'sent' };
      return { status: 'failed', reason: result.status === 'failed' ? result.reason : 'not sent' };
    },
  };
}
