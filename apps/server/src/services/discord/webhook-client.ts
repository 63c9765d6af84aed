import { type DiscordMessage, fitToDiscord } from './discord-message.ts';
import { retryAfterMs } from './retry-after.ts';

/** What became of one alert. */
export type WebhookResult =
  | { status: 'skipped' }
  | { status: 'sent'; attempts: number }
  | { status: 'failed'; attempts: number; reason: string; httpStatus?: number }
  /** The url failed the address policy at send time (services/webhooks/); nothing was contacted. */
  | { status: 'refused'; reason: string };

export interface WebhookClient {
  /**
   * Posts `message` to `url`. An unset url (null, undefined, '') sends nothing ('skipped'). Never
   * throws: failures are answered as 'failed' (alerts must not break the job that raises them).
   */
  send(url: string | null | undefined, message: DiscordMessage): Promise<WebhookResult>;
}

export interface WebhookClientOptions {
  /** Most requests per message, the first included; default 5. */
  maxAttempts?: number;
  /** Backoff after a 5xx or network failure: base · 2^(attempt − 1), jittered, capped; default 1 s. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A 429 asking to wait longer than this gives up instead; default 60 s. */
  maxRetryAfterMs?: number;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** For the jitter; default Math.random. */
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Discord webhook client: JSON body cut to Discord's limits; retries a 429 after the wait Discord
 * asks for (`retry_after` seconds in the JSON body, else the `Retry-After` or
 * `X-RateLimit-Reset-After` header) and a 5xx or network failure with exponential backoff, up to
 * `maxAttempts`. Other 4xx answers (bad or deleted webhook) fail at once, and so does a 3xx: a
 * redirect is never followed (`redirect: 'manual'`; the pinned fetch of services/webhooks/ follows
 * none either). It posts wherever `url` says: the address policy is the guarded client's
 * (services/webhooks/guarded-webhook-client.ts), which every production webhook goes through.
 */
export function createWebhookClient(options: WebhookClientOptions = {}): WebhookClient {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const baseDelay = options.baseDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const maxRetryAfter = options.maxRetryAfterMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;

  const backoff = (attempt: number) =>
    Math.min(maxDelay, baseDelay * 2 ** (attempt - 1)) * (0.5 + 0.5 * random());

  return {
    async send(url, message) {
      if (!url) return { status: 'skipped' };
      const body = JSON.stringify(fitToDiscord(message));
      let failure: { reason: string; httpStatus?: number } = { reason: 'not sent' };
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        let delay: number;
        try {
          const response = await doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
            redirect: 'manual',
            signal: AbortSignal.timeout(timeoutMs),
          });
          const text = await response.text().catch(() => '');
          if (response.ok) return { status: 'sent', attempts: attempt };
          failure = { reason: `HTTP ${response.status}`, httpStatus: response.status };
          if (response.status >= 300 && response.status < 400) {
            return {
              status: 'failed',
              attempts: attempt,
              ...failure,
              reason: `redirect not followed (HTTP ${response.status})`,
            };
          }
          if (response.status === 429) {
            delay = retryAfterMs(text, response.headers) ?? backoff(attempt);
            if (delay > maxRetryAfter) {
              return { status: 'failed', attempts: attempt, ...failure, reason: 'rate limited for too long' };
            }
          } else if (response.status >= 500) {
            delay = retryAfterMs('', response.headers) ?? backoff(attempt);
          } else {
            return { status: 'failed', attempts: attempt, ...failure };
          }
        } catch (error) {
          failure = { reason: error instanceof Error ? error.message : String(error) };
          delay = backoff(attempt);
        }
        if (attempt < maxAttempts) await sleep(Math.min(delay, maxRetryAfter));
      }
      return { status: 'failed', attempts: maxAttempts, ...failure };
    },
  };
}
