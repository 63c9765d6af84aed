/**
 * What a raw HTTP reply of an exchange says about the venue itself, before ccxt maps it to an error
 * class (docs/exchange-adapters.md §Errors). ccxt's classes do not tell these apart: Binance's 418 ban
 * and 429 are both `DDoSProtection`, a 451 is `ExchangeNotAvailable` (retried like an outage), and
 * Bybit's CloudFront 403 page is `RateLimitExceeded`.
 */
export type VenueReply =
  /** HTTP 418: the IP is banned until `untilMs` (Binance puts it in the message only). */
  | { kind: 'banned'; untilMs: number | null; detail: string }
  /** HTTP 451, or the CloudFront 403 HTML page: this venue refuses the server's region. */
  | { kind: 'region-blocked'; detail: string }
  /** HTTP 429, Bybit `retCode 10006` or MEXC `code 510` inside an HTTP 200: back off. */
  | { kind: 'rate-limited'; detail: string }
  | { kind: 'other' };

/** `…IP banned until 1660090423228.…` (epoch ms; 10-digit values are read as seconds). */
export function parseBanUntil(text: string): number | null {
  const match = /banned until (\d{10,13})\b/i.exec(text);
  if (match === null) return null;
  const value = Number(match[1]);
  return value < 1e12 ? value * 1000 : value;
}

const bybitRateLimit = /"retCode"\s*:\s*"?10006\b/;
const mexcRateLimit = /"code"\s*:\s*510\b/;

/** The message of a JSON error body (`msg`, `retMsg`, `message`), else the start of the body. */
function replyDetail(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const o = parsed as Record<string, unknown>;
      const message = o.msg ?? o.retMsg ?? o.message;
      if (typeof message === 'string' && message !== '') return message;
    }
  } catch {
    // Not JSON (an HTML page): the title says what it is.
  }
  const title = /<title>([^<]*)<\/title>/i.exec(body)?.[1];
  return (title ?? body).trim().slice(0, 200);
}

/** Reads one reply; `body` is the raw text. Only the head of a 200 body is searched (klines are long). */
export function classifyVenueReply(status: number, body: string): VenueReply {
  if (status === 418) return { kind: 'banned', untilMs: parseBanUntil(body), detail: replyDetail(body) };
  if (status === 451) return { kind: 'region-blocked', detail: replyDetail(body) };
  if (status === 403 && /cloudfront/i.test(body))
    return { kind: 'region-blocked', detail: `CloudFront 403: ${replyDetail(body)}` };
  if (status === 429) return { kind: 'rate-limited', detail: replyDetail(body) };
  if (status === 200) {
    const head = body.slice(0, 120);
    if (bybitRateLimit.test(head) || mexcRateLimit.test(head))
      return { kind: 'rate-limited', detail: replyDetail(body) };
  }
  return { kind: 'other' };
}
