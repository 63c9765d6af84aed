/**
 * Runs the functions given to it one after the other, each starting when the previous one has
 * settled (fulfilled or rejected), in the order they were given. For a service whose runs share
 * state that changes in place (the bar window caches: `services/ict/bar-window-cache.ts`).
 */
export function oneAtATime(): <T>(run: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (run) => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
}
