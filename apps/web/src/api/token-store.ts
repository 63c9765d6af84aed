import type { TokenPair } from '@app/contracts';

/** Local-storage keys of docs/product.md §7. */
const ACCESS_KEY = 'access';
const REFRESH_KEY = 'refresh';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored token pair; the user is authenticated while an access token is stored. */
export const tokenStore = {
  getAccess: (): string | null => read(ACCESS_KEY),
  getRefresh: (): string | null => read(REFRESH_KEY),
  set(pair: TokenPair): void {
    window.localStorage.setItem(ACCESS_KEY, pair.access);
    window.localStorage.setItem(REFRESH_KEY, pair.refresh);
    emit();
  },
  clear(): void {
    window.localStorage.removeItem(ACCESS_KEY);
    window.localStorage.removeItem(REFRESH_KEY);
    emit();
  },
  /** For useSyncExternalStore; also follows logins and logouts in other tabs. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export type TokenStore = typeof tokenStore;
