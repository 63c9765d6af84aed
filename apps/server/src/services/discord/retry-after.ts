const MAX_BODY_SCAN = 4096;

function seconds(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * How long a 429 (or 503) asks to wait, in ms: Discord's JSON `retry_after` (seconds, fractional)
 * first, then the `Retry-After` header (seconds or an HTTP date), then `X-RateLimit-Reset-After`
 * (seconds). Undefined when none is given or readable.
 */
export function retryAfterMs(
  body: string,
  headers: Headers,
  now: () => number = Date.now,
): number | undefined {
  if (body && body.length <= MAX_BODY_SCAN) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object') {
        const value = seconds((parsed as { retry_after?: unknown }).retry_after);
        if (value !== undefined) return Math.ceil(value * 1000);
      }
    } catch {
      // not JSON: fall through to the headers
    }
  }
  const header = headers.get('retry-after');
  if (header) {
    const value = seconds(header);
    if (value !== undefined) return Math.ceil(value * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - now());
  }
  const reset = seconds(headers.get('x-ratelimit-reset-after'));
  return reset === undefined ? undefined : Math.ceil(reset * 1000);
}
