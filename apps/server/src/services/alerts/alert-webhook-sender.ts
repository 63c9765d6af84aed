import type { DiscordMessage } from '../discord/discord-message.ts';
import type { WebhookClientOptions } from '../discord/webhook-client.ts';
import { createGuardedWebhookClient } from '../webhooks/guarded-webhook-client.ts';
import type { WebhookAddressPolicy } from '../webhooks/webhook-address-policy.ts';

/** What became of one post to a user's webhook (stored as the inbox row's `discord_status`). */
export type UserWebhookStatus = 'sent' | 'failed' | 'refused';

export interface UserWebhookSender {
  send(url: string, message: DiscordMessage): Promise<{ status: UserWebhookStatus; reason?: string }>;
}

/**
 * Posts to a user's own Discord webhook through the guarded client (services/webhooks/: the address
 * policy checked again at send, the connection pinned to the checked address, no redirect
 * followed), with fewer attempts and a shorter timeout than the admin webhooks.
 */
export function createUserWebhookSender(
  policy: WebhookAddressPolicy = {},
  client: Omit<WebhookClientOptions, 'fetch'> = {},
): UserWebhookSender {
  const guarded = createGuardedWebhookClient({ maxAttempts: 3, timeoutMs: 5_000, ...client, policy });
  return {
    async send(url, message) {
      const result = await guarded.send(url, message);
      if (result.status === 'sent') return { status: 'sent' };
      if (result.status === 'refused') return { status: 'refused', reason: result.reason };
      return { status: 'failed', reason: result.status === 'failed' ? result.reason : 'not sent' };
    },
  };
}
