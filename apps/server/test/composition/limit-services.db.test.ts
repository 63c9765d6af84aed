import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitOptions } from '../../src/composition/limit-services.ts';
import { rowsOf } from '../../src/repositories/sql-results.ts';
import { TEST_PASSWORD, useTestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Two API processes on one database (PGlite here, PostgreSQL under TEST_DATABASE_URL): each test app
// has its own services and memory, as two processes, or one process before and after a restart, have.
// The request counters are shared as on PostgreSQL in production: decided from each app's memory and
// exchanged with the database when the test calls `sync` (no timer: syncIntervalMs 0).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const limits: LimitOptions = {
  requestStore: 'shared',
  syncIntervalMs: 0,
  requests: {
    user: { points: 10, durationSeconds: 60 },
    guest: { points: 10, durationSeconds: 60 },
    address: { points: 1000, durationSeconds: 60 },
    inFlight: 50,
  },
  login: {
    perUsernameAndAddress: { points: 3, durationSeconds: 300 },
    perAddress: { points: 50, durationSeconds: 600 },
  },
  registrations: { points: 2, durationSeconds: 3600 },
};
const first = useTestApp({ database: () => database, limits });
const second = useTestApp({ database: () => database, limits });

const login = (app: typeof first, remoteAddress: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { username: 'owner', password },
    remoteAddress,
  });

describe('limits shared through the database', () => {
  it('holds login failures counted by one process in another, and over a restart', async () => {
    await first.createUser({ username: 'owner' });
    for (let i = 0; i < 3; i++) expect((await login(first, '10.3.0.1', 'wrong-pass')).statusCode).toBe(401);
    // The second app never saw these failures in memory: it reads them from the database.
    const refused = await login(second, '10.3.0.1', TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(250);
    expect((await login(second, '10.3.0.2', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts registrations per address across processes', async () => {
    const register = (app: typeof first, n: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/',
        payload: { username: `shared${n}`, email: `shared${n}@example.com`, password: 'Shared-pass1' },
        remoteAddress: '10.3.0.3',
      });
    expect((await register(first, 1)).statusCode).toBe(201);
    expect((await register(second, 2)).statusCode).toBe(201);
    expect((await register(first, 3)).statusCode).toBe(429);
    expect((await register(second, 4)).statusCode).toBe(429);
  });

  it("shares one user's request points between the processes; another user is answered", async () => {
    const flooder = await first.signIn('free');
    const other = await first.signIn('free');
    const read = (app: typeof first, headers: { authorization: string }) =>
      app.app.inject({ url: '/api/v1/watchlist/', headers });
    const sync = (app: typeof first) => app.services.requestLimitSync?.sync();
    for (let i = 0; i < 5; i++) expect((await read(first, flooder.headers)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await read(second, flooder.headers)).statusCode).toBe(200);
    // Each app alone has spent 5 of the 10 points. The first sends its 5, the second its 5 and reads
    // back the shared 10: it refuses.
    await sync(first);
    await sync(second);
    const refused = await read(second, flooder.headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The first still counts 5 until its next exchange: one more request is the bounded overshoot;
    // sending it brings back the shared 11, and the first refuses too.
    expect((await read(first, flooder.headers)).statusCode).toBe(200);
    await sync(first);
    expect((await read(first, flooder.headers)).statusCode).toBe(429);
    const row = await database.db.execute(
      sql`select points from rate_limits where key = ${`req-user:${flooder.user.id}`}`,
    );
    expect(rowsOf<{ points: number }>(row)).toEqual([{ points: 11 }]);
    expect((await read(second, other.headers)).statusCode).toBe(200);
  });
});
