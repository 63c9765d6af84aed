/** Timers as the writer takes them (the browser's by default; tests pass fakes). */
export interface WriterTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: WriterTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Writes the latest of a burst of values once the burst has paused. */
export interface DebouncedWriter<T> {
  /** Replaces the pending value and restarts the wait. */
  push(value: T): void;
  /** Writes the pending value now (nothing pending: nothing written). */
  flush(): void;
  /** Drops the pending value unwritten. */
  cancel(): void;
}

/**
 * `write` is called with the last value pushed, `delayMs` after the last push (a saved view is sent
 * 1 s after the last change, not on every click); `flush` sends it at once (the screen closes).
 */
export function createDebouncedWriter<T>(
  delayMs: number,
  write: (value: T) => void,
  timers: WriterTimers = browserTimers,
): DebouncedWriter<T> {
  let pending: { value: T } | null = null;
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  const flush = () => {
    stop();
    const next = pending;
    pending = null;
    if (next) write(next.value);
  };
  return {
    push(value) {
      pending = { value };
      stop();
      handle = timers.set(flush, delayMs);
    },
    flush,
    cancel() {
      stop();
      pending = null;
    },
  };
}
