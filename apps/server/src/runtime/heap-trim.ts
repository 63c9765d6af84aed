import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { guarded } from '../lib/guarded.ts';
import { safeErrorText } from '../lib/safe-error.ts';

/**
 * Gives the V8 heap's free pages back to the operating system (docs/performance.md, Memory).
 *
 * Since Node 22 V8 keeps the pages a garbage collection frees in a pool for reuse instead of
 * returning them, and only a memory-reducing collection empties the pool. A busy server never looks
 * idle enough for V8's own memory reducer, so after a peak (the start-up backfill of 500 symbols
 * reaches about 1 GB of mostly short-lived garbage on a live set near 200 MB) the process kept the
 * peak's pages resident for good: 1.1 GB RSS where 0.55 GB were in use. This trimmer asks for that
 * collection when the resident size has grown well past what it was after the last trim, at most
 * once per `minIntervalMs`: a full collection costs a pause of about 0.1 s per 200 MB of live heap.
 */
export interface HeapTrimPolicy {
  /** Growth of the resident size since the last trim that is worth a trim: at least this many bytes… */
  minGrowthBytes: number;
  /** …and at least this fraction of the resident size after the last trim. */
  minGrowthRatio: number;
  /** The least time between two trims. */
  minIntervalMs: number;
}

export const defaultHeapTrimPolicy: HeapTrimPolicy = {
  minGrowthBytes: 96 * 1024 * 1024,
  minGrowthRatio: 0.25,
  minIntervalMs: 3 * 60_000,
};

/** Where the last trim left the process. */
export interface TrimState {
  /** Resident bytes right after the last trim (or at start). */
  baselineRss: number;
  /**
   * The least resident bytes right after any trim (or at start): where the process can come back to
   * once a peak's data is gone. Defaults to `baselineRss`.
   */
  floorRss?: number;
  /** When the last trim ran (or the trimmer started). */
  at: number;
}

/**
 * Whether a trim is worth its pause now: grown past the baseline by both bounds, and not too soon.
 * With `afterPeak` (a known peak has just ended) the interval does not hold it back, and the growth
 * counts from the floor, not from the last trim: a periodic trim that fell inside the peak, while the
 * peak's data was still alive, leaves a high baseline (926 MB at 500 symbols, against 368–392 MB after
 * the earlier trims: docs/performance.md, Memory), and measured from it the peak's freed pages
 * would stay resident.
 */
export function shouldTrim(
  policy: HeapTrimPolicy,
  state: TrimState,
  rss: number,
  now: number,
  afterPeak = false,
): boolean {
  if (!afterPeak && now - state.at < policy.minIntervalMs) return false;
  const from = afterPeak
    ? Math.min(state.baselineRss, state.floorRss ?? state.baselineRss)
    : state.baselineRss;
  const growth = rss - from;
  return growth >= policy.minGrowthBytes && growth >= policy.minGrowthRatio * from;
}

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };
type Gc = (options: GcOptions) => void;

/**
 * V8's `gc` function without `--expose-gc` on the command line (the pattern of Node's
 * `v8.setFlagsFromString` documentation): exposed in a fresh context, so the server's own global
 * scope never gets a `gc`.
 */
function memoryReducingGc(): Gc {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Gc;
  setFlagsFromString('--no-expose-gc');
  return gc;
}

export interface HeapTrimmer {
  /**
   * Checks now; `afterPeak` (the start-up runs have just ended) skips the wait between trims, not
   * the growth bounds. True when it trimmed.
   */
  check(afterPeak?: boolean): boolean;
  stop(): void;
}

export interface HeapTrimmerOptions {
  policy?: HeapTrimPolicy;
  /** How often to look at the resident size. */
  everyMs?: number;
  log?: { info(obj: object, msg: string): void };
  /** Injected in tests: the resident size, the clock and the collection. */
  rss?: () => number;
  now?: () => number;
  gc?: () => void;
}

/** Starts the periodic check (an unref'd timer: it never keeps the process alive). */
export function startHeapTrimmer(options: HeapTrimmerOptions = {}): HeapTrimmer {
  const policy = options.policy ?? defaultHeapTrimPolicy;
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const now = options.now ?? Date.now;
  const collect =
    options.gc ??
    (() => {
      const gc = memoryReducingGc();
      return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    })();
  const initial = rss();
  const state: Required<TrimState> = { baselineRss: initial, floorRss: initial, at: now() };

  const check = (afterPeak = false): boolean => {
    const before = rss();
    if (!shouldTrim(policy, state, before, now(), afterPeak)) return false;
    const started = performance.now();
    collect();
    state.baselineRss = rss();
    state.floorRss = Math.min(state.floorRss, state.baselineRss);
    state.at = now();
    options.log?.info(
      {
        rssBeforeMb: Math.round(before / 1048576),
        rssAfterMb: Math.round(state.baselineRss / 1048576),
        pauseMs: Math.round(performance.now() - started),
      },
      'heap trimmed',
    );
    return true;
  };

  // Guarded (lib/guarded.ts): reading the resident size opens a file, and throws EMFILE when a client
  // holds every descriptor; the check is skipped then, never the process ended.
  const tick = guarded(
    'heap trim',
    () => check(),
    (name, error) => options.log?.info({ timer: name, error: safeErrorText(error) }, 'timer failed'),
  );
  const timer = setInterval(tick, options.everyMs ?? 30_000);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
