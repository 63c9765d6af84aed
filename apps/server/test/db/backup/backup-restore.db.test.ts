import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, type BackupHeader } from '../../../src/db/backup/backup-format.ts';
import { restoreBackup } from '../../../src/db/backup/restore-backup.ts';
import { writeBackup } from '../../../src/db/backup/write-backup.ts';
import type { AppDatabase } from '../../../src/db/database.ts';
import { migrationsFolder } from '../../../src/db/database.ts';
import { createUserRepository } from '../../../src/repositories/user-repository.ts';
import { CANDLES, fill, schemaTables, tableContents } from '../../support/backup-fill.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const BATCH = 1_000;

async function backupOf(database: AppDatabase, file: string) {
  const session = await database.access.openSession();
  try {
    return await writeBackup(file, { session, driver: database.driver, migrationsFolder, batchSize: BATCH });
  } finally {
    await session.close();
  }
}

async function restoreInto(database: AppDatabase, file: string, force = false) {
  const session = await database.access.openSession();
  try {
    return await restoreBackup(file, {
      session,
      migrationsFolder,
      migrate: () => database.migrate(),
      force,
      batchSize: BATCH,
    });
  } finally {
    await session.close();
  }
}

/** Rewrites the header of a backup file. */
async function withHeader(file: string, out: string, change: (header: BackupHeader) => void) {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n');
  const header = JSON.parse(lines[0] ?? '') as BackupHeader;
  change(header);
  lines[0] = JSON.stringify(header);
  await writeFile(out, gzipSync(lines.join('\n')));
}

describe('database backup and restore', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let dir: string;
  let file: string;
  let expected: Record<string, string[]>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-test-'));
    file = join(dir, 'app.backup.jsonl.gz');
    source = await createTestDatabase();
    target = await createTestDatabase();
    await fill(source);
    expected = await tableContents(source);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every table of the schema, with the migration version, in foreign-key order', async () => {
    const summary = await backupOf(source, file);
    expect(summary.tables.map((t) => t.name).sort()).toEqual(schemaTables);
    expect(summary.tables.find((t) => t.name === 'candles')?.rows).toBe(CANDLES);
    expect(summary.migration.tag).toMatch(/^\d{14}_/);
    const names = summary.tables.map((t) => t.name);
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('watchlist_items'));
    expect(names.indexOf('watchlist_items')).toBeLessThan(names.indexOf('watchlist_item_tags'));
    expect(names.indexOf('tags')).toBeLessThan(names.indexOf('watchlist_item_tags'));
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('restores into an empty database row for row, and the id sequences continue after the rows', async () => {
    const summary = await restoreInto(target, file);
    expect(summary.tables.find((t) => t.name === 'users')?.rows).toBe(2);
    expect(await tableContents(target)).toEqual(expected);
    const next = await createUserRepository(target.db).create({
      username: 'after',
      email: 'after@example.com',
      passwordHash: 'h3',
    });
    expect(next.id).toBe(3);
  });

  it('refuses a database that holds rows, and with --force replaces its contents', async () => {
    await expect(restoreInto(target, file)).rejects.toThrow(/not empty .*--force/);
    expect((await tableContents(target)).users).toHaveLength(3);
    await restoreInto(target, file, true);
    expect(await tableContents(target)).toEqual(expected);
  });

  it('refuses a file of another migration version, and changes nothing', async () => {
    const other = join(dir, 'other-version.jsonl.gz');
    await withHeader(file, other, (header) => {
      header.migration = { tag: '20261122065120_init', when: 1 };
    });
    await target.truncate();
    const error = await restoreInto(target, other).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(
      /taken at migration 20261122065120_init; .* is at migration \d{14}_/,
    );
    expect((await tableContents(target)).candles).toEqual([]);
  });

  it('refuses a cut-off file and rolls back what it had inserted', async () => {
    const whole = gunzipSync(await readFile(file)).toString('utf8');
    const cut = join(dir, 'cut.jsonl.gz');
    await writeFile(cut, gzipSync(whole.slice(0, Math.floor(whole.length * 0.9))));
    await target.truncate();
    await expect(restoreInto(target, cut)).rejects.toThrow(BackupError);
    const after = await tableContents(target);
    expect(after.users).toEqual([]);
    expect(after.candles).toEqual([]);
  });

  it('refuses a file that is not a backup', async () => {
    const junk = join(dir, 'junk.gz');
    await mkdir(dir, { recursive: true });
    await writeFile(junk, 'not gzip at all');
    await expect(restoreInto(target, junk)).rejects.toThrow(/not a complete gzip'd backup/);
    const bytes = await readFile(file);
    const cutBytes = join(dir, 'cut-bytes.jsonl.gz');
    await writeFile(cutBytes, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreInto(target, cutBytes)).rejects.toThrow(/not a complete gzip'd backup/);
    await expect(restoreInto(target, join(dir, 'missing.gz'))).rejects.toThrow(/no such file: .*missing\.gz/);
    expect((await tableContents(target)).users).toEqual([]);
  });

  it('says so when the backup cannot be written, and leaves no file behind', async () => {
    const nowhere = join(dir, 'no-such-folder', 'app.jsonl.gz');
    await expect(backupOf(source, nowhere)).rejects.toThrow(/cannot write .*no-such-folder/);
    expect(existsSync(`${nowhere}.partial`)).toBe(false);
  });
});
