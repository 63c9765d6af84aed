import type { LimitRule } from '../../repositories/rate-limit-store.ts';
import type {
  PointsToAdd,
  RateLimitTotalsRepository,
  SharedTotal,
} from '../../repositories/rate-limit-totals-repository.ts';
import { retryAfterSeconds } from './limit-counter.ts';
import type { RequestCounterFactory } from './request-limiter.ts';

/** How often the counts are exchanged with the database unless configured (RATE_LIMIT_SYNC_MS). */
export const DEFAULT_SYNC_INTERVAL_MS = 250;

/** Ended windows are dropped from memory at most this often (each sweep walks every key). */
const SWEEP_EVERY_MS = 5_000;

/** The background exchange of the shared request counts, as the composition root drives it. */
export interface RequestLimitSync {
  /** Pushes the points spent since the last exchange and takes in the shared totals; never rejects. */
  sync(): Promise<void>;
  /** Stops the timer and pushes what is left (shutdown); never rejects. */
  stop(): Promise<void>;
}

export interface SharedWindowsOptions {
  store: Pick<RateLimitTotalsRepository, 'add'>;
  /** Where a failed exchange is reported: once, until an exchange succeeds again. */
  report?: (message: string, error: unknown) => void;
  /** The clock (epoch ms); default Date.now. */
  now?: () => number;
}

interface Limit {
  name: string;
  rule: LimitRule;
  windows: Map<string, Window>;
}

/** One key's fixed window as this process sees it. */
interface Window {
  limit: Limit;
  key: string;
  /** The key's total over every process at the last exchange (this process's points sent included). */
  shared: number;
  /** This process's points in the exchange under way. */
  sending: number;
  /** This process's points since then, not yet sent. */
  pending: number;
  /** Epoch ms; the shared window's end once an exchange has answered. */
  end: number;
}

/**
 * Request counters shared by every API process without a database round trip per request
 * (docs/api.md §9, docs/architecture.md §3.2). Each process decides synchronously from memory: a key's
 * count is its shared total at the last exchange plus this process's points since. Every `sync` (a
 * timer, about every 250 ms) sends each key's new points to the `rate_limits` rows in one statement
 * and reads back the totals of those keys, which every process's points have raised. So the shared
 * limit can be passed by at most what the other processes admit between two exchanges (processes ×
 * rate × interval); a key this process refuses stays refused, since a fixed window's count only grows.
 * A refused spend counts, as in memory-windows.ts (a flooding key is one row of each exchange). A
 * failed exchange is reported once and its points are kept for the next one; decisions go on from
 * memory meanwhile.
 */
export class SharedWindows implements RequestLimitSync {
  private readonly limits = new Map<string, Limit>();
  private dirty = new Set<Window>();
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private failing = false;
  private lastSweep = 0;
  private readonly now: () => number;

  constructor(private readonly options: SharedWindowsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The counters of the request limiter (one per limit name). */
  readonly counters: RequestCounterFactory = (name, rule) => {
    if (this.limits.has(name)) throw new Error(`the shared request limit ${name} exists already`);
    const limit: Limit = { name, rule, windows: new Map() };
    this.limits.set(name, limit);
    return {
      spend: (key, points) => this.spend(limit, key, points),
      clear: () => {
        for (const window of limit.windows.values()) this.dirty.delete(window);
        limit.windows.clear();
      },
    };
  };

  /** Starts exchanging every `intervalMs` (an unref'd timer: it never keeps the process alive). */
  start(intervalMs: number = DEFAULT_SYNC_INTERVAL_MS): void {
    if (this.timer || this.stopped || intervalMs <= 0) return;
    const schedule = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.timer = null;
        // An exchange that failed is retried at the next interval; a rejection never ends the process.
        void this.sync().then(schedule, schedule);
      }, intervalMs);
      this.timer.unref();
    };
    schedule();
  }

  sync(): Promise<void> {
    // One exchange at a time: a call during one runs right after it, with the points spent meanwhile.
    const run = (this.running ?? Promise.resolve()).then(() => this.exchange());
    this.running = run;
    void run.then(() => {
      if (this.running === run) this.running = null;
    });
    return run;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sync();
  }

  private spend(limit: Limit, key: string, points: number): number {
    const now = this.now();
    let window = limit.windows.get(key);
    if (window === undefined || window.end <= now) {
      if (window) this.dirty.delete(window);
      window = {
        limit,
        key,
        shared: 0,
        sending: 0,
        pending: 0,
        end: now + limit.rule.durationSeconds * 1000,
      };
      limit.windows.set(key, window);
    }
    // A refused spend counts too, as in memory-windows.ts, so both settings answer alike.
    window.pending += points;
    this.dirty.add(window);
    const total = window.shared + window.sending + window.pending;
    return total > limit.rule.points ? retryAfterSeconds(window.end - now) : 0;
  }

  /** Whether `window` is still its key's window (not ended and replaced, nor cleared). */
  private current(window: Window): boolean {
    return window.limit.windows.get(window.key) === window;
  }

  private async exchange(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) this.sweep(now);
    if (this.dirty.size === 0) return;
    const batch = this.dirty;
    this.dirty = new Set();
    const sent = new Map<string, Window>();
    const points: PointsToAdd[] = [];
    for (const window of batch) {
      // The points of an ended window end with it.
      if (!this.current(window) || window.end <= now) continue;
      window.sending = window.pending;
      window.pending = 0;
      const rowKey = `${window.limit.name}:${window.key}`;
      sent.set(rowKey, window);
      points.push({ key: rowKey, points: window.sending, windowEnd: window.end });
    }
    if (points.length === 0) return;
    let totals: SharedTotal[];
    try {
      totals = await this.options.store.add(points, now);
    } catch (error) {
      for (const window of sent.values()) {
        if (!this.current(window)) continue;
        window.pending += window.sending;
        window.sending = 0;
        this.dirty.add(window);
      }
      if (!this.failing)
        this.options.report?.(
          'request limit sync failed: each API process decides from its own counts until it succeeds',
          error,
        );
      this.failing = true;
      return;
    }
    this.failing = false;
    const byKey = new Map(totals.map((total) => [total.key, total]));
    for (const [rowKey, window] of sent) {
      if (!this.current(window)) continue;
      const total = byKey.get(rowKey);
      window.shared = total ? total.points : window.shared + window.sending;
      window.sending = 0;
      if (total?.windowEnd != null) window.end = total.windowEnd;
    }
  }

  /** Drops the windows that have ended and have nothing left to send. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const limit of this.limits.values())
      for (const [key, window] of limit.windows)
        if (window.end <= now && window.sending === 0 && !this.dirty.has(window)) limit.windows.delete(key);
  }
}
