/**
 * A computation cut into steps: a generator that yields (nothing) between pieces of work of bounded
 * length and returns its result. The caller decides what happens between the steps: `runSteps`
 * runs them back to back (the synchronous function), a server lets its event loop turn now and then
 * (docs/reliability.md, Soak). The result never depends on the driver.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step of `steps` at once and returns its result (the synchronous form of a computation). */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Rows of a pass over a data set between two steps (a few milliseconds of work). */
export const ROWS_PER_STEP = 4096;
