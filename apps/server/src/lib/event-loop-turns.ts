/**
 * Lets timers and I/O run: resolves on the event loop's next check phase (`setImmediate`).
 * PGlite executes in-process and resolves its promises without I/O, so a chain of queries and
 * computations would otherwise hold the loop until it ends (docs/reliability.md, Soak).
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A time slicer for long synchronous work done in steps (a scan over every symbol, a chain of
 * statements): `await slice()` between steps yields to the event loop once `sliceMs` have passed
 * since the slicer last yielded, and costs nothing otherwise.
 */
export function timeSlicer(sliceMs = 20): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return yieldToEventLoop().then(() => {
      since = performance.now();
    });
  };
}

/**
 * Runs a computation in steps (core `Steps`) to completion, letting the event loop turn through
 * `slice` between steps (every `sliceMs` of work with `timeSlicer`): the result is the synchronous
 * function's, the loop is never held much longer than one slice plus one step.
 */
export async function runStepsSliced<T>(
  steps: Generator<void, T, void>,
  slice: () => Promise<void> | undefined = timeSlicer(),
): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    const turn = slice();
    if (turn !== undefined) await turn;
  }
}
