import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StreamEvent } from '@app/contracts';
import type { AlertTopic, AlertTopicStates, VolumeAlertState } from '@app/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlertRepository } from '../../../src/repositories/alert-repository.ts';
import { createWatchlistRepository } from '../../../src/repositories/watchlist-repository.ts';
import type { AlertTopicReader, TopicStates } from '../../../src/services/alerts/alert-topic-reader.ts';
import { createUserWebhookSender } from '../../../src/services/alerts/alert-webhook-sender.ts';
import { useTestApp } from '../../support/test-app.ts';

const t = useTestApp();
const SOURCE = 'simulated';
const CLOSE = Date.UTC(2026, 2, 11, 13, 45);
const MIN = 60_000;

/** A local Discord stand-in: records every post's JSON body. */
let receiver: Server;
let receiverUrl: string;
const received: { title: string }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push((JSON.parse(body) as { embeds: { title: string }[] }).embeds[0] as { title: string });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/1/x`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** The volume states the fake reader answers (what the modules would have stored). */
let volume = new Map<string, VolumeAlertState>();
const reader: AlertTopicReader = {
  async read<T extends AlertTopic>(topic: T) {
    return (topic === 'volume' ? new Map(volume) : new Map()) as TopicStates<T>;
  },
};
const published: StreamEvent[] = [];
const alertingWith = (policy = { allowLoopback: true }) =>
  t.root.alerting({
    source: SOURCE,
    reader,
    sender: createUserWebhookSender(policy, { baseDelayMs: 1 }),
    publish: async (event) => {
      published.push(event);
    },
  });
const vol = (status: string, at: number, alert = false): VolumeAlertState => ({ status, alert, at });
const setVolume = (entries: Record<string, VolumeAlertState>) => {
  volume = new Map(Object.entries(entries));
};
const inboxOf = async (userId: number) =>
  (await createAlertRepository(t.database.db).inbox(userId, 50)).items;
const rows = async (table: string) =>
  Number(
    (
      (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

async function ruleFor(
  role: 'pro' | 'premium' | 'free',
  fields: Partial<{
    cooldownMinutes: number;
    discord: boolean;
    scope: 'all' | 'symbol' | 'watchlist';
    symbol: string;
  }> = {},
) {
  const user = await t.createUser({ role });
  const repo = createAlertRepository(t.database.db);
  const rule = await repo.insertRule({
    userId: user.id,
    event: 'volume_active',
    scope: fields.scope ?? 'all',
    symbol: fields.symbol ?? null,
    minScore: null,
    cooldownMinutes: fields.cooldownMinutes ?? 30,
    discord: fields.discord ?? false,
    enabled: true,
  });
  return { user, rule };
}

beforeEach(() => {
  received.length = 0;
  published.length = 0;
  volume = new Map();
});

describe('alert evaluation', () => {
  it('treats the first observation as a baseline, then fires once per state change across two processes', async () => {
    const { user: pro } = await ruleFor('pro');
    const { user: premium } = await ruleFor('premium', { discord: true });
    await createAlertRepository(t.database.db).setWebhookUrl(premium.id, receiverUrl);
    const a = alertingWith();
    const b = alertingWith();

    setVolume({ BTCUSDT: vol('Silent', CLOSE), ETHUSDT: vol('Warming Up', CLOSE) });
    await a.onChanged(['volume'], CLOSE);
    expect(await rows('alert_events')).toBe(0);
    expect(await rows('alert_states')).toBe(2);

    setVolume({ BTCUSDT: vol('Active', CLOSE + 5 * MIN), ETHUSDT: vol('Warming Up', CLOSE + 5 * MIN) });
    const [ra, rb] = await Promise.all([
      a.onChanged(['volume'], CLOSE + 5 * MIN),
      b.onChanged(['volume'], CLOSE + 5 * MIN),
    ]);
    const won = [...(ra ?? []), ...(rb ?? [])].flatMap((r) => r.events);
    expect(won.map((e) => e.key)).toEqual([`volume_active:BTCUSDT:${CLOSE + 5 * MIN}`]);
    expect(await rows('alert_events')).toBe(1);
    expect((await inboxOf(pro.id)).map((i) => [i.symbol, i.message, i.discordStatus])).toEqual([
      ['BTCUSDT', 'BTCUSDT volume turned Active', null],
    ]);
    expect((await inboxOf(premium.id)).map((i) => i.discordStatus)).toEqual(['sent']);
    expect(received.map((r) => r.title)).toEqual(['BTCUSDT volume turned Active']);
    expect(published.filter((e) => e.module === 'alerts').length).toBeGreaterThan(0);

    // The same state again (a later close, a rerun, the other process): nothing new.
    setVolume({ BTCUSDT: vol('Active', CLOSE + 10 * MIN), ETHUSDT: vol('Warming Up', CLOSE + 10 * MIN) });
    await Promise.all([a.onChanged(['volume'], CLOSE + 10 * MIN), b.onChanged(['volume'], CLOSE + 10 * MIN)]);
    expect(await rows('alert_events')).toBe(1);
    expect(await rows('alert_inbox')).toBe(2);
    expect(received).toHaveLength(1);
  });

  it('holds a flapping state back for the rule’s cooldown, per symbol', async () => {
    const { user } = await ruleFor('pro', { cooldownMinutes: 30 });
    const alerting = alertingWith();
    const at = (m: number) => CLOSE + m * MIN;
    const step = async (m: number, status: string) => {
      setVolume({ BTCUSDT: vol(status, at(m)), SOLUSDT: vol(m === 15 ? 'Active' : 'Silent', at(m)) });
      return (await alerting.onChanged(['volume'], at(m)))[0];
    };
    await step(0, 'Silent');
    expect((await step(5, 'Active'))?.delivery.delivered).toBe(1);
    await step(10, 'Silent');
    const flap = await step(15, 'Active');
    // BTCUSDT's second Active is an event, but within 30 min of the first: held back. SOLUSDT is another symbol.
    expect(flap?.events.map((e) => e.symbol).sort()).toEqual(['BTCUSDT', 'SOLUSDT']);
    expect(flap?.delivery).toMatchObject({ delivered: 1, cooledDown: 1 });
    await step(20, 'Silent');
    expect((await step(35, 'Active'))?.delivery.delivered).toBe(1);
    expect((await inboxOf(user.id)).map((i) => [i.symbol, i.dataTime.getTime()])).toEqual([
      ['BTCUSDT', at(35)],
      ['SOLUSDT', at(15)],
      ['BTCUSDT', at(5)],
    ]);
  });

  it('refuses at send a webhook whose host now resolves to a private address, and keeps the inbox row', async () => {
    const { user } = await ruleFor('premium', { discord: true });
    await createAlertRepository(t.database.db).setWebhookUrl(
      user.id,
      'https://hooks.example.com/api/webhooks/1/x',
    );
    let answer = ['93.184.216.34'];
    const alerting = alertingWith({ allowLoopback: false, resolve: async () => answer } as never);
    setVolume({ BTCUSDT: vol('Silent', CLOSE) });
    await alerting.onChanged(['volume'], CLOSE);
    answer = ['10.0.0.7']; // DNS rebinding after the url was saved
    setVolume({ BTCUSDT: vol('Active', CLOSE + 5 * MIN) });
    const [evaluation] = await alerting.onChanged(['volume'], CLOSE + 5 * MIN);
    expect(evaluation?.delivery.discord).toEqual({ sent: 0, failed: 0, refused: 1 });
    expect((await inboxOf(user.id)).map((i) => i.discordStatus)).toEqual(['refused']);
    expect(received).toHaveLength(0);
  });

  it('stores a quiet evaluation as the new baseline: no event then, and the next change counts from it', async () => {
    const { user } = await ruleFor('pro');
    const alerting = alertingWith();
    setVolume({ BTCUSDT: vol('Silent', CLOSE) });
    await alerting.onChanged(['volume'], CLOSE);
    // Re-derived from the whole history at start-up: Silent -> Active is no market move.
    setVolume({ BTCUSDT: vol('Active', CLOSE + 5 * MIN) });
    const [quiet] = await alerting.onChanged(['volume'], CLOSE + 5 * MIN, { quiet: true });
    expect(quiet?.transitions).toBe(1);
    expect(quiet?.events).toEqual([]);
    expect(await inboxOf(user.id)).toHaveLength(0);
    setVolume({ BTCUSDT: vol('Active', CLOSE + 10 * MIN) });
    expect((await alerting.onChanged(['volume'], CLOSE + 10 * MIN))[0]?.events).toEqual([]);
    setVolume({ BTCUSDT: vol('Silent', CLOSE + 15 * MIN) });
    await alerting.onChanged(['volume'], CLOSE + 15 * MIN);
    setVolume({ BTCUSDT: vol('Active', CLOSE + 20 * MIN) });
    const [moved] = await alerting.onChanged(['volume'], CLOSE + 20 * MIN);
    expect(moved?.events.map((e) => e.symbol)).toEqual(['BTCUSDT']);
    expect(await inboxOf(user.id)).toHaveLength(1);
  });

  it('delivers only to rules in scope, enabled, and of owners still pro or above', async () => {
    const { user: eth } = await ruleFor('pro', { scope: 'symbol', symbol: 'ETHUSDT' });
    const { user: btc } = await ruleFor('pro', { scope: 'symbol', symbol: 'BTCUSDT' });
    const { user: downgraded } = await ruleFor('pro');
    await t.users.update(downgraded.id, { role: 'free' });
    const alerting = alertingWith();
    setVolume({ BTCUSDT: vol('Silent', CLOSE) });
    await alerting.onChanged(['volume'], CLOSE);
    setVolume({ BTCUSDT: vol('Active', CLOSE + 5 * MIN) });
    await alerting.onChanged(['volume'], CLOSE + 5 * MIN);
    expect(await inboxOf(btc.id)).toHaveLength(1);
    expect(await inboxOf(eth.id)).toHaveLength(0);
    expect(await inboxOf(downgraded.id)).toHaveLength(0);
  });

  it('retention deletes inbox rows and events older than the cut, and cooldowns that hold nothing back', async () => {
    const { user } = await ruleFor('pro', { cooldownMinutes: 30 });
    const alerting = alertingWith();
    setVolume({ BTCUSDT: vol('Silent', CLOSE), ETHUSDT: vol('Silent', CLOSE) });
    await alerting.onChanged(['volume'], CLOSE);
    setVolume({ BTCUSDT: vol('Active', CLOSE + 5 * MIN), ETHUSDT: vol('Silent', CLOSE + 5 * MIN) });
    await alerting.onChanged(['volume'], CLOSE + 5 * MIN);
    setVolume({ BTCUSDT: vol('Active', CLOSE + 10 * MIN), ETHUSDT: vol('Active', CLOSE + 10 * MIN) });
    await alerting.onChanged(['volume'], CLOSE + 10 * MIN);
    // The BTCUSDT alert is 40 days old.
    await t.database.db.execute(
      sql.raw(`update alert_inbox set created_at = now() - interval '40 days' where symbol = 'BTCUSDT'`),
    );
    await t.database.db.execute(
      sql.raw(`update alert_events set created_at = now() - interval '40 days' where symbol = 'BTCUSDT'`),
    );
    const repo = createAlertRepository(t.database.db);
    const deleted = await repo.deleteBefore(
      new Date(Date.now() - 30 * 86_400_000),
      new Date(CLOSE + 7 * MIN),
    );
    expect(deleted).toEqual({ inbox: 1, events: 1, cooldowns: 1 });
    expect((await inboxOf(user.id)).map((i) => i.symbol)).toEqual(['ETHUSDT']);
    expect(await rows('alert_cooldowns')).toBe(1);
  });

  it('delivers a watchlist rule only for the symbols on its owner’s watchlist', async () => {
    const { user: watching } = await ruleFor('pro', { scope: 'watchlist' });
    const { user: other } = await ruleFor('pro', { scope: 'watchlist' });
    await createWatchlistRepository(t.database.db).insert(watching.id, 'BTCUSDT', 0);
    await createWatchlistRepository(t.database.db).insert(other.id, 'ETHUSDT', 0);
    const alerting = alertingWith();
    setVolume({ BTCUSDT: vol('Silent', CLOSE) });
    await alerting.onChanged(['volume'], CLOSE);
    setVolume({ BTCUSDT: vol('Active', CLOSE + 5 * MIN) });
    await alerting.onChanged(['volume'], CLOSE + 5 * MIN);
    expect((await inboxOf(watching.id)).map((i) => i.symbol)).toEqual(['BTCUSDT']);
    expect(await inboxOf(other.id)).toEqual([]);
  });

  it('maps modules to topics and ignores the rest', async () => {
    const alerting = alertingWith();
    expect(await alerting.onChanged(['tasks'], CLOSE)).toEqual([]);
    const topics = (await alerting.onChanged(['market', 'cpr', 'volume'], CLOSE)).map((e) => e.topic).sort();
    expect(topics).toEqual(['cpr', 'volume']);
  });
});

// Type-level check that the fake reader answers the topic's own state type.
const _typed: TopicStates<'volume'> = new Map<string, AlertTopicStates['volume']>();
void _typed;
