/**
 * Fault injection for the mock exchanges: rules matched in order against each request; a rule with
 * `times` left fires once per matching request (`Infinity` for a persistent fault).
 */
export type MockFaultKind = '429' | '418' | '500' | '502' | 'delay' | 'bad-json';

export interface MockFaultRule {
  kind: MockFaultKind;
  /** Substring of the request path; any path when absent. */
  path?: string;
  /** Exchange-native symbol id the request must carry (query `symbol` or path segment). */
  symbol?: string;
  times: number;
  /** Seconds sent in `Retry-After` for 429/418. */
  retryAfterSec?: number;
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
