/**
 * Fault injection for the mock exchanges: rules matched in order against each request; a rule with
 * `times` left fires once per matching request (`Infinity` for a persistent fault).
 */
/**
 * `429`, `418`, `451` and `503` send Binance's recorded bodies, `403-cloudfront` Bybit's recorded
 * CloudFront HTML page, `10006` Bybit's recorded HTTP 200 "Too many visits", `mexc-1001` MEXC's
 * recorded "Contract does not exist" (recorded-bodies.ts).
 */
export type MockFaultKind =
  | '429'
  | '418'
  | '451'
  | '403-cloudfront'
  | '10006'
  | 'mexc-1001'
  | '500'
  | '502'
  | '503'
  | 'delay'
  | 'bad-json';

export interface MockFaultRule {
  kind: MockFaultKind;
  /** Substring of the request path; any path when absent. */
  path?: string;
  /** Exchange-native symbol id the request must carry (query `symbol` or path segment). */
  symbol?: string;
  times: number;
  /** Seconds sent in `Retry-After` for 429/418 (none when absent on a 418). */
  retryAfterSec?: number;
  /** For `418`: the ban end written into the recorded message (epoch ms); as recorded when absent. */
  banUntilMs?: number;
  /** For `10006`: Bybit's `X-Bapi-Limit-Reset-Timestamp` (epoch ms); none when absent, as recorded. */
  resetAtMs?: number;
  /** For `delay`: how long to hold the response. */
  delayMs?: number;
}

export interface MockFaults {
  add(rule: MockFaultRule): void;
  clear(): void;
  /** The rule that fires for this request, consuming one of its `times`. */
  take(path: string, symbol: string | undefined): MockFaultRule | undefined;
  /** Faults fired so far. */
  fired(): number;
}

export function createMockFaults(): MockFaults {
  let rules: MockFaultRule[] = [];
  let fired = 0;
  return {
    add(rule) {
      rules.push({ ...rule });
    },
    clear() {
      rules = [];
    },
    take(path, symbol) {
      const rule = rules.find(
        (r) =>
          r.times > 0 &&
          (r.path === undefined || path.includes(r.path)) &&
          (r.symbol === undefined || r.symbol === symbol),
      );
      if (rule === undefined) return undefined;
      rule.times -= 1;
      fired += 1;
      return rule;
    },
    fired: () => fired,
  };
}
