import { monitorEventLoopDelay } from 'node:perf_hooks';
import { guarded } from '../lib/guarded.ts';
import { safeErrorText } from '../lib/safe-error.ts';

/**
 * Watches how long the event loop is held by synchronous work (docs/reliability.md, Soak): every
 * `everyMs` it logs the loop delay's percentiles over that interval ("event loop delay", then resets
 * them), and whenever a tick comes more than `stallMs` late it logs the stall ("event loop stalled",
 * with how long and when it ended), so a stall can be matched with the job or request that ran then.
 * Both timers are unref'd: they never keep the process alive.
 */
export interface LoopDelayOptions {
  log: { info(obj: object, msg: string): void };
  /** How often the percentiles are logged. */
  everyMs?: number;
  /** A tick this much later than due is logged as a stall. */
  stallMs?: number;
}

export interface LoopDelayMonitor {
  stop(): void;
}

const ms = (ns: number) => Math.round(ns / 1e5) / 10;

export function startLoopDelayMonitor({
  log,
  everyMs = 60_000,
  stallMs = 100,
}: LoopDelayOptions): LoopDelayMonitor {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const failed = (name: string, error: unknown) =>
    log.info({ timer: name, error: safeErrorText(error) }, 'timer failed');
  const report = setInterval(
    guarded(
      'loop delay report',
      () => {
        log.info(
          {
            p50Ms: ms(histogram.percentile(50)),
            p99Ms: ms(histogram.percentile(99)),
            maxMs: ms(histogram.max),
            meanMs: ms(histogram.mean),
            overMs: everyMs,
          },
          'event loop delay',
        );
        histogram.reset();
      },
      failed,
    ),
    everyMs,
  );
  report.unref();

  const tickMs = 20;
  let due = performance.now() + tickMs;
  const watch = setInterval(
    guarded(
      'loop stall watch',
      () => {
        const now = performance.now();
        const lateMs = now - due;
        if (lateMs > stallMs) log.info({ blockedMs: Math.round(lateMs) }, 'event loop stalled');
        due = now + tickMs;
      },
      failed,
    ),
    tickMs,
  );
  watch.unref();

  return {
    stop() {
      clearInterval(report);
      clearInterval(watch);
      histogram.disable();
    },
  };
}
