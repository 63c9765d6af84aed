import { readRunState } from './state.ts';

/** A JSON call to the app's API as `token` (none: as a guest), for arranging or checking state behind the screens. */
export async function api<T>(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${readRunState().baseUrl}/api/v1/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** Waits until the CPR scan has served rows (the server computes them seconds after a fresh start). */
export async function waitForCprData(minRows = 100, timeoutMs = 120_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${readRunState().baseUrl}/api/v1/cpr/cpr-data/?range=daily`);
    if (res.ok) {
      const rows = (await res.json()) as { symbol: string; daily_subcategory: string | null }[];
      const ready = rows.filter((r) => r.daily_subcategory !== null);
      if (ready.length >= minRows) return ready.map((r) => r.symbol);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no CPR data served within the time limit');
}
