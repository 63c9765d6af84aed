import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { useTestApp } from '../../../support/test-app.ts';

// The test app relays change notices to the stream hub as a running server does (test-app.ts).
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => Date.now(), queue: createRecordingQueue() },
});
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

interface Client {
  res: IncomingMessage;
  text(): string;
  close(): void;
}

function connect(query = ''): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/v1/stream/${query}`, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      resolve({ res, text: () => text, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

const ACCOUNT = /data: \{"type":"account","changed_at":"[^"]+"\}/;

async function ticketOf(headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket/', headers });
  expect(res.statusCode).toBe(200);
  return res.json().ticket;
}

async function streamOf(headers: Record<string, string>): Promise<Client> {
  const client = await connect(`?ticket=${await ticketOf(headers)}`);
  expect(client.res.statusCode).toBe(200);
  // The sync event is written once the connection is in the hub.
  expect(await waitFor(() => client.text().includes('"type":"sync"'))).toBe(true);
  return client;
}

const requestPlan = async (headers: Record<string, string>, plan: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/upgrades/', payload: { plan }, headers })).json();

describe('POST stream/ticket/', () => {
  it('gives a signed-in caller a 60-second ticket and a guest 401', async () => {
    const free = await t.signIn('free');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket/', headers: free.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ticket: expect.any(String), expires_in: 60 });
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket/' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ detail: expect.any(String) });
  });

  it('refuses an access token or junk as a ticket with 401 {detail}', async () => {
    const free = await t.signIn('free');
    for (const ticket of [free.access, 'junk']) {
      const res = await t.app.inject({ url: `/api/v1/stream/?ticket=${ticket}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });
});

describe('account events on GET stream/', () => {
  it("reach only the user's own streams when an admin approves their request", async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const other = await t.signIn('free');
    const [mine, mineToo, theirs, guest] = [
      await streamOf(free.headers),
      await streamOf(free.headers),
      await streamOf(other.headers),
      await connect(),
    ];
    const request = await requestPlan(free.headers, 'pro');
    // The new request is an account change too (the user's other tabs list it).
    expect(await waitFor(() => ACCOUNT.test(mine.text()))).toBe(true);
    const before = mine.text().length;
    await t.services.upgrades.approve(request.id, admin.user.id);
    expect(await waitFor(() => ACCOUNT.test(mine.text().slice(before)))).toBe(true);
    expect(await waitFor(() => ACCOUNT.test(mineToo.text().slice(before)))).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.text()).not.toMatch(ACCOUNT);
    expect(guest.text()).not.toMatch(ACCOUNT);
    for (const c of [mine, mineToo, theirs, guest]) c.close();
  });

  it('reach the user when a request is declined, changed or withdrawn, and on a role change', async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const stream = await streamOf(free.headers);
    const seen = () => stream.text().match(new RegExp(ACCOUNT, 'g'))?.length ?? 0;
    const first = await requestPlan(free.headers, 'pro');
    expect(await waitFor(() => seen() === 1)).toBe(true);
    await t.services.upgrades.decline(first.id, admin.user.id);
    expect(await waitFor(() => seen() === 2)).toBe(true);
    const second = await requestPlan(free.headers, 'pro');
    expect(await waitFor(() => seen() === 3)).toBe(true);
    await t.services.upgrades.change({ id: free.user.id, role: 'free' }, second.id, 'premium');
    expect(await waitFor(() => seen() === 4)).toBe(true);
    await t.services.upgrades.cancel(free.user.id, second.id);
    expect(await waitFor(() => seen() === 5)).toBe(true);
    await t.services.userAdmin.update(free.user.id, { role: 'premium' });
    expect(await waitFor(() => seen() === 6)).toBe(true);
    stream.close();
  });
});

const ended = (client: Client) =>
  new Promise<boolean>((resolve) => {
    if (client.res.complete) return resolve(true);
    const timer = setTimeout(() => resolve(false), 3000);
    client.res.once('end', () => {
      clearTimeout(timer);
      resolve(true);
    });
    client.res.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

describe('the end of a stream', () => {
  it('comes within seconds of a deactivation, and the user gets no ticket after it', async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const other = await t.signIn('free');
    const [stream, theirs] = [await streamOf(free.headers), await streamOf(other.headers)];
    await t.services.userAdmin.update(free.user.id, { is_active: false });
    expect(await ended(stream)).toBe(true);
    expect(theirs.res.complete).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket/', headers: free.headers });
    expect(res.statusCode).toBe(401);
    expect(admin.user.role).toBe('admin');
    theirs.close();
  });

  it('comes within seconds of a role change (the tab reconnects with a fresh ticket)', async () => {
    const free = await t.signIn('free');
    const stream = await streamOf(free.headers);
    await t.services.userAdmin.update(free.user.id, { role: 'pro' });
    expect(await ended(stream)).toBe(true);
    // The account event came first, so the tab reloads the account as it reconnects.
    expect(stream.text()).toMatch(ACCOUNT);
    (await streamOf(free.headers)).close();
  });

  it("comes within seconds of a logout, for that session's streams only", async () => {
    const free = await t.signIn('free');
    const otherSession = await t.services.sessions.start(free.user);
    const stream = await streamOf(free.headers);
    const kept = await streamOf({ authorization: `Bearer ${otherSession.access}` });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      payload: { refresh: free.refresh },
      headers: free.headers,
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await ended(stream)).toBe(true);
    expect(kept.res.complete).toBe(false);
    kept.close();
  });
});

describe('a stream ticket', () => {
  it('opens one stream: a second use is refused with 401', async () => {
    const free = await t.signIn('free');
    const ticket = await ticketOf(free.headers);
    const first = await connect(`?ticket=${ticket}`);
    expect(first.res.statusCode).toBe(200);
    const second = await connect(`?ticket=${ticket}`);
    expect(second.res.statusCode).toBe(401);
    first.close();
    second.close();
  });
});
