import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppServices, createServices } from '../../../../src/composition/app-services.ts';
import { createServerRoot, type ServerRoot } from '../../../../src/composition/server-root.ts';
import { relayStreamEvent } from '../../../../src/composition/stream-relay.ts';
import { buildApp } from '../../../../src/http/app.ts';
import { createSimFixture } from '../../../support/sim-market-fixture.ts';
import { fastHasher, TEST_JWT_SECRET } from '../../../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

/** Wednesday 2026-03-11 13:47:30 UTC. */
const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const M5 = 300_000;
let marketNow = NOW;
let database: TestDatabase;
let root: ServerRoot;
let services: AppServices;
let app: FastifyInstance;
let closed = false;

// Wired as start.ts wires it: no getDataAsOf, so the newest data time comes from memory.
beforeAll(async () => {
  database = await createTestDatabase();
  root = createServerRoot({ db: database.db });
  services = createServices({
    root,
    jwtSecret: TEST_JWT_SECRET,
    hasher: fastHasher,
    health: { source: 'simulated', marketNow: () => marketNow },
    market: { source: 'simulated', marketNow: () => marketNow },
  });
  app = await buildApp({ services });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (!closed) await database?.close();
});

const health = async () => {
  const res = await app.inject({ url: '/api/v1/health/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data_as_of: string | null; stale: boolean; now: string };
};

describe('GET health/ from memory', () => {
  it('reads the newest data time once, answers every call from memory, follows market events, and answers with the database closed', async () => {
    const fixture = createSimFixture(database.db, NOW);
    await fixture.ingest.syncSymbols();
    await fixture.ingest.catchUp();
    // Every query the newest data time takes goes through these two repository calls.
    const newest = vi.spyOn(root.repos.candles, 'newestOverall');
    const active = vi.spyOn(root.repos.marketSymbols, 'listActive');

    expect(await health()).toMatchObject({ data_as_of: '2026-03-11T13:45:00.000Z', stale: false });
    for (let i = 0; i < 50; i++) await health();
    expect(newest).toHaveBeenCalledTimes(1);
    expect(active).toHaveBeenCalledTimes(1);

    // New bars and their market event: read once more.
    marketNow = NOW + 3 * M5;
    fixture.setNow(marketNow);
    await fixture.ingest.catchUp(['5m']);
    relayStreamEvent(services, { module: 'market', data_time: new Date(marketNow).toISOString() });
    await vi.waitFor(async () => expect((await health()).data_as_of).toBe('2026-03-11T14:00:00.000Z'));
    const reads = newest.mock.calls.length;
    expect(reads).toBe(2);
    for (let i = 0; i < 20; i++) await health();
    expect(newest).toHaveBeenCalledTimes(reads);

    // Any query would fail now.
    await database.close();
    closed = true;
    await expect(root.repos.marketSymbols.listActive('simulated')).rejects.toThrow();
    marketNow = NOW + 3 * M5 + 11 * 60_000;
    expect(await health()).toMatchObject({
      data_as_of: '2026-03-11T14:00:00.000Z',
      now: new Date(marketNow).toISOString(),
      stale: true,
    });
  });
});
