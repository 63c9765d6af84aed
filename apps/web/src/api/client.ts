import { TokenPair } from '@app/contracts';
import { ApiError, errorText, shouldToast } from './api-error.ts';
import type { TokenStore } from './token-store.ts';

/** Anything with a `parse` that returns the typed value, e.g. a zod schema from @app/contracts. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** Use this bearer token instead of the stored one (e.g. right after login). */
  token?: string;
  /** Do not raise an error toast; the caller shows the error itself. */
  silent?: boolean;
  /** Validates and types the response body. */
  schema?: Parser<T>;
  signal?: AbortSignal;
  /** Let the request outlive the page (a write sent as the tab closes). */
  keepalive?: boolean;
}

export interface ApiClientDeps {
  baseUrl: string;
  tokens: TokenStore;
  /** Shows an error; `key` names the kind, so one toast stands for a burst of them (429s). */
  notifyError: (message: string, key?: string) => void;
  /** Called once the refresh token has been rejected and the tokens cleared. */
  onSessionExpired: () => void;
}

export function createApiClient(deps: ApiClientDeps) {
  let refreshing: Promise<boolean> | null = null;

  function send(path: string, options: RequestOptions<unknown>, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return globalThis.fetch(deps.baseUrl + path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  }

  async function doRefresh(): Promise<boolean> {
    const refresh = deps.tokens.getRefresh();
    if (!refresh) {
      expire();
      return false;
    }
    let response: Response;
    try {
      response = await send('auth/refresh/', { method: 'POST', body: { refresh } }, null);
    } catch {
      return false; // Server unreachable: keep the session, fail this call only.
    }
    const pair = response.ok ? TokenPair.safeParse(await response.json().catch(() => null)) : null;
    if (!pair?.success) {
      expire();
      return false;
    }
    deps.tokens.set(pair.data);
    return true;
  }

  function expire(): void {
    deps.tokens.clear();
    deps.onSessionExpired();
  }

  /** Single flight: every 401 that arrives while a refresh runs waits for that same refresh. */
  function refreshOnce(sentToken: string): Promise<boolean> {
    const current = deps.tokens.getAccess();
    if (current && current !== sentToken) return Promise.resolve(true);
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function perform<T>(path: string, options: RequestOptions<T>): Promise<T> {
    const token = options.token ?? (options.auth === false ? null : deps.tokens.getAccess());
    let response = await sendOrFail(path, options, token);
    if (response.status === 401 && token && !options.token && (await refreshOnce(token))) {
      response = await sendOrFail(path, options, deps.tokens.getAccess());
    }
    if (!response.ok) throw await ApiError.fromResponse(response);
    try {
      const data = await readBody(response);
      return options.schema ? options.schema.parse(data) : (data as T);
    } catch {
      throw new ApiError(response.status, 'Unexpected response from the server');
    }
  }

  /** A request that could not reach the server becomes an ApiError with status 0 (aborts pass through). */
  async function sendOrFail(path: string, options: RequestOptions<unknown>, token: string | null) {
    try {
      return await send(path, options, token);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, null);
    }
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    try {
      return await perform(path, options);
    } catch (error) {
      if (!options.silent && error instanceof ApiError && shouldToast(error.status)) {
        if (error.status === 429) deps.notifyError(errorText(error), 'rate-limited');
        else deps.notifyError(errorText(error));
      }
      throw error;
    }
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}
