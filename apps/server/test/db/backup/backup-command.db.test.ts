import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../../../src/db/backup/backup-command.ts';
import { openDatabase } from '../../../src/db/database.ts';
import { fill, tableContents } from '../../support/backup-fill.ts';

/** Runs `db:backup` / `db:restore` in-process on the PGlite of `dataDir`; returns code and output. */
async function run(argv: string[], dataDir: string, cwd: string) {
  let out = '';
  let err = '';
  const code = await runBackupCommand(
    argv,
    { DATA_DIR: dataDir },
    {
      cwd,
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

// The commands on the embedded database in a DATA_DIR, as an operator runs them. (On PostgreSQL they
// differ only in how the database is opened; backup-restore.db.test.ts covers both drivers.)
describe.runIf(!process.env.TEST_DATABASE_URL)('db:backup and db:restore on a PGlite DATA_DIR', () => {
  let dir: string;
  let sourceDir: string;
  let targetDir: string;
  let expected: Record<string, string[]>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-command-'));
    sourceDir = join(dir, 'source');
    targetDir = join(dir, 'target');
    const source = await openDatabase({ dataDir: sourceDir, databaseUrl: undefined });
    try {
      await source.migrate();
      await fill(source);
      expected = await tableContents(source);
      // While the database is open (a running server), the commands refuse its directory.
      const busy = await run(['backup', 'busy.jsonl.gz'], sourceDir, dir);
      expect(busy.code).toBe(1);
      expect(busy.err).toMatch(/open in another process .*stop the server first/);
      expect(existsSync(join(dir, 'busy.jsonl.gz'))).toBe(false);
    } finally {
      await source.close();
    }
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('backs up, then restores into a fresh DATA_DIR, row for row', async () => {
    const backup = await run(['backup', 'app.jsonl.gz'], sourceDir, dir);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/^Backed up \d+ tables \(\d+ rows\) of .* at migration \d{14}_\w+ to /);
    expect(existsSync(join(dir, 'app.jsonl.gz'))).toBe(true);

    const restore = await run(['restore', join(dir, 'app.jsonl.gz')], targetDir, '/');
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    const target = await openDatabase({ dataDir: targetDir, databaseUrl: undefined });
    try {
      expect(await tableContents(target)).toEqual(expected);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses the restored directory without --force, and restores over it with --force', async () => {
    const refused = await run(['restore', 'app.jsonl.gz'], targetDir, dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Restore refused: the database is not empty .* pass --force/);
    const forced = await run(['restore', 'app.jsonl.gz', '--force'], targetDir, dir);
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
  }, 60_000);

  it('says what is wrong with the command line, a missing database or a stale postmaster.pid', async () => {
    expect((await run(['backup'], sourceDir, dir)).code).toBe(2);
    expect((await run(['restore', 'a', 'b'], sourceDir, dir)).code).toBe(2);
    expect((await run(['backup', 'x', '--force'], sourceDir, dir)).err).toMatch(
      /--force applies to db:restore/,
    );
    const missing = await run(['backup', 'x.jsonl.gz'], join(dir, 'nowhere'), dir);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/there is no database in .*nowhere/);
    const stale = join(dir, 'stale');
    await mkdir(join(stale, 'pglite'), { recursive: true });
    await writeFile(join(stale, 'pglite', 'postmaster.pid'), '-42\n');
    expect((await run(['restore', 'app.jsonl.gz'], stale, dir)).err).toMatch(/stop the server first/);
  });
});
