import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema.ts';
import { createCandleRepository, type SymbolCandle } from '../../src/repositories/candle-repository.ts';
import { createSettingsRepository } from '../../src/repositories/settings-repository.ts';
import { createTaskRepository } from '../../src/repositories/task-repository.ts';
import { createUserRepository } from '../../src/repositories/user-repository.ts';
import { createWatchlistRepository } from '../../src/repositories/watchlist-repository.ts';

/** Every table of db/schema.ts, by name: what a backup must cover. */
export const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Each table's rows as JSON text, sorted: compared row for row between two databases. */
export async function tableContents(database: AppDatabase): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const name of schemaTables) {
    const { rows } = await database.access.execute(
      `select to_jsonb(x)::text as j from "${name}" x order by 1`,
    );
    contents[name] = rows.map((row) => String(row.j));
  }
  return contents;
}

export const CANDLES = 2_500;

/** Users, settings, a tagged watchlist, candles and a task, written through the repositories. */
export async function fill(database: AppDatabase): Promise<void> {
  const users = createUserRepository(database.db);
  const admin = await users.create({
    username: 'admin',
    email: 'admin@example.com',
    passwordHash: 'h1',
    role: 'admin',
  });
  const trader = await users.create({
    username: 'trader',
    email: 'o\'brien\\"x"@example.com',
    passwordHash: 'h2',
  });
  await users.update(trader.id, { isActive: false });
  await createSettingsRepository(database.db).write(
    { note: 'quotes " \\ and unicode é 🚀', ratio: 0.30000000000000004, nested: { list: [1, null, 'x'] } },
    admin.id,
    new Date('2026-11-20T10:11:12.345Z'),
  );
  const watchlist = createWatchlistRepository(database.db);
  const btc = await watchlist.insert(admin.id, 'BTCUSDT', 5);
  await watchlist.insert(admin.id, 'ETHUSDT', 2);
  await watchlist.insert(trader.id, 'SOLUSDT', 0);
  await watchlist.addTag([btc.id], await watchlist.ensureTag('core, "majors"'));
  const start = Date.UTC(2026, 10, 1);
  const rows: SymbolCandle[] = Array.from({ length: CANDLES }, (_, i) => ({
    symbol: i % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT',
    candle: {
      openTime: start + Math.floor(i / 2) * 300_000,
      open: 0.1 + i,
      high: 0.3 + i + 1 / 3,
      low: i - 0.7,
      close: i + 0.2,
      volume: 1e-8 * (i + 1),
    },
  }));
  await createCandleRepository(database.db).upsert('simulated', '5m', rows);
  await createTaskRepository(database.db).create(
    {
      module: 'volume',
      action: 'classify',
      jobName: 'volume-classification',
      payload: { a: [1, 2] },
      trigger: 'admin',
    },
    new Date('2026-11-20T10:00:00Z'),
  );
}
