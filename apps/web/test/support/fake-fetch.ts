import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch with a router over '/api/v1/' paths, keyed 'METHOD path' (e.g. 'GET auth/profile/').
 * Unknown routes answer 404. Every call is recorded.
 */
export function fakeFetch(routes: Record<string, FakeHandler | Response>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.replace(/^\/api\/v1\//, ''),
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    // A route keyed without a query answers every query of its path (the handler reads `call.path`).
    const route =
      routes[`${call.method} ${call.path}`] ?? routes[`${call.method} ${call.path.split('?')[0]}`];
    if (route === undefined) return json(404, { detail: 'Not found.' });
    return route instanceof Response ? route.clone() : route(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
