import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { createApiClient } from '../../src/api/client.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import { fakeFetch, json } from '../support/fake-fetch.ts';

function setup() {
  const notifyError = vi.fn();
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl: '/api/v1/', tokens: tokenStore, notifyError, onSessionExpired });
  tokenStore.set({ access: 'old-access', refresh: 'old-refresh' });
  return { client, notifyError, onSessionExpired };
}

/** A protected resource that accepts only the new access token. */
const guarded = (body: unknown) => (call: { authorization: string | null }) =>
  call.authorization === 'Bearer new-access' ? json(200, body) : json(401, { detail: 'Token expired' });

describe('api client', () => {
  it('sends JSON with the stored bearer token to /api/v1/', async () => {
    const { client } = setup();
    const { calls } = fakeFetch({ 'POST watchlist/': json(201, { id: 1 }) });
    await expect(client.post('watchlist/', { symbol: 'BTCUSDT' })).resolves.toEqual({ id: 1 });
    expect(calls).toEqual([
      { method: 'POST', path: 'watchlist/', authorization: 'Bearer old-access', body: { symbol: 'BTCUSDT' } },
    ]);
  });

  it('refreshes once for concurrent 401s, stores the new pair and retries each call once', async () => {
    const { client, notifyError } = setup();
    let releaseRefresh: () => void = () => undefined;
    const refreshAnswered = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { calls } = fakeFetch({
      'GET ict/setups/': guarded(['setup']),
      'GET ict/trades/': guarded(['trade']),
      'GET watchlist/': guarded(['item']),
      'POST auth/refresh/': async () => {
        await refreshAnswered;
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      },
    });
    const results = Promise.all([
      client.get('ict/setups/'),
      client.get('ict/trades/'),
      client.get('watchlist/'),
    ]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === 'auth/refresh/')).toHaveLength(1));
    releaseRefresh();
    await expect(results).resolves.toEqual([['setup'], ['trade'], ['item']]);

    const refreshes = calls.filter((c) => c.path === 'auth/refresh/');
    expect(refreshes).toEqual([
      { method: 'POST', path: 'auth/refresh/', authorization: null, body: { refresh: 'old-refresh' } },
    ]);
    expect(calls.filter((c) => c.path !== 'auth/refresh/')).toHaveLength(6);
    expect(tokenStore.getAccess()).toBe('new-access');
    expect(tokenStore.getRefresh()).toBe('new-refresh');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('clears the tokens, ends the session and toasts the detail when the refresh is refused', async () => {
    const { client, notifyError, onSessionExpired } = setup();
    const { calls } = fakeFetch({
      'GET watchlist/': json(401, { detail: 'Token expired' }),
      'POST auth/refresh/': json(401, { detail: 'Token is blacklisted' }),
    });
    const failures = await Promise.allSettled([client.get('watchlist/'), client.get('watchlist/')]);
    expect(failures.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(calls.filter((c) => c.path === 'auth/refresh/')).toHaveLength(1);
    expect(tokenStore.getAccess()).toBeNull();
    expect(tokenStore.getRefresh()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Token expired');
  });

  it('does not refresh a 401 for a request that sent no token', async () => {
    const { client } = setup();
    const { calls } = fakeFetch({ 'POST auth/login/': json(401, { detail: 'No active account' }) });
    await expect(client.post('auth/login/', {}, { auth: false, silent: true })).rejects.toMatchObject({
      status: 401,
      detail: 'No active account',
    });
    expect(calls).toHaveLength(1);
  });

  it('retries only once: a second 401 after a refresh is an error', async () => {
    const { client } = setup();
    const { calls } = fakeFetch({
      'GET admin/users/': json(401, { detail: 'Nope' }),
      'POST auth/refresh/': json(200, { access: 'new-access', refresh: 'new-refresh' }),
    });
    await expect(client.get('admin/users/')).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.path)).toEqual(['admin/users/', 'auth/refresh/', 'admin/users/']);
  });

  it('toasts 401/403/5xx with the detail or the message, and lets a call opt out', async () => {
    const { client, notifyError } = setup();
    fakeFetch({
      'GET a/': json(403, { detail: 'You do not have permission.' }),
      'GET b/': new Response('oops', { status: 500 }),
      'GET c/': json(404, { detail: 'Not found.' }),
      'GET d/': json(500, { detail: 'Quiet' }),
    });
    await client.get('a/').catch(() => undefined);
    await client.get('b/').catch(() => undefined);
    await client.get('c/').catch(() => undefined);
    await client.get('d/', { silent: true }).catch(() => undefined);
    expect(notifyError.mock.calls).toEqual([
      ['You do not have permission.'],
      ['Request failed with status code 500'],
    ]);
  });

  it('toasts a 429 with the detail and the Retry-After wait, as one toast for a burst', async () => {
    const { client, notifyError } = setup();
    const limited = (detail: string | null, retryAfter: string) =>
      new Response(detail === null ? '' : JSON.stringify({ detail }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      });
    fakeFetch({
      'GET a/': limited('Too many requests. Try again in 42 seconds.', '42'),
      'GET b/': limited('Too many requests at once. Wait for the previous ones to finish.', '1'),
      'GET c/': limited(null, '7'),
    });
    const error = await client.get('a/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(42);
    await client.get('b/').catch(() => undefined);
    await client.get('c/').catch(() => undefined);
    expect(notifyError.mock.calls).toEqual([
      ['Too many requests. Try again in 42 seconds.', 'rate-limited'],
      [
        'Too many requests at once. Wait for the previous ones to finish. Try again in 1 second.',
        'rate-limited',
      ],
      ['Too many requests. Try again in 7 seconds.', 'rate-limited'],
    ]);
  });
});
