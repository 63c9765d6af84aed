import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How often a chunk's import is tried before the error reaches the error boundary. */
export interface ChunkRetry {
  attempts: number;
  /** The wait before the second try; it doubles before each further one. */
  delayMs: number;
}

/** Four tries over about 7 s: a server restart or a deploy in progress does not break the screen. */
const DEFAULT_CHUNK_RETRY: ChunkRetry = { attempts: 4, delayMs: 1_000 };

/**
 * `React.lazy` for a named export (the project has no default exports): the module is fetched, as its
 * own chunk, the first time the component renders. Render it inside a `Suspense` boundary. A failed
 * fetch is tried again (`retry`); React keeps a failed lazy component failed, so without this one
 * dropped request while the server restarts would break that screen until a reload.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  retry: ChunkRetry = DEFAULT_CHUNK_RETRY,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const module = await load();
        return { default: module[name] };
      } catch (error) {
        if (attempt >= retry.attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, retry.delayMs * 2 ** (attempt - 1)));
      }
    }
  });
}
