import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../src/db/database.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite runs in-process and has no connections to lose.
describe.runIf(baseUrl)('the PostgreSQL pool', () => {
  it('survives the server terminating its idle connections, and the next query reconnects', async () => {
    const appName = `pool-test-${process.pid}-${Date.now()}`;
    const url = new URL(baseUrl ?? '');
    url.searchParams.set('application_name', appName);
    const database = postgresDatabase(url.toString(), 2);
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await Promise.all([database.db.execute('select 1'), database.db.execute('select 2')]);
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1',
        [appName],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      expect(uncaught).toEqual([]);
      const result = (await database.db.execute('select 42 as answer')) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ answer: 42 });
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.close();
    }
  });
});
