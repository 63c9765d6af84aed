export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts events per key in fixed windows, in memory (one process; several API processes each keep
 * their own counts). Expired windows are swept as the map grows, so random keys cannot exhaust memory.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may act again; 0 when it is under its limit. */
  retryAfter(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.rule.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  add(key: string, amount = 1): void {
    const window = this.current(key);
    if (window) window.count = Math.max(0, window.count + amount);
    else if (amount > 0) {
      this.sweep();
      this.windows.set(key, { count: amount, resetAt: this.now() + this.rule.windowMs });
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  clear(): void {
    this.windows.clear();
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
