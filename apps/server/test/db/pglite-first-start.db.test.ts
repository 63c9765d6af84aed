import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteFilesOnce } from '../../src/db/pglite-first-start.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-first-start-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('createPgliteFilesOnce', () => {
  it('creates the files of a fresh directory in a child process, with the settings written to them', async () => {
    const dir = join(tempDir(), 'pglite');
    expect(await createPgliteFilesOnce(dir, ['shared_buffers = 16MB'])).toBe(true);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    // Opened without settings: what it shows came from the files the child wrote.
    const db = await PGlite.create(dir);
    try {
      const shown = await db.query<{ shared_buffers: string }>('show shared_buffers');
      expect(shown.rows[0]?.shared_buffers).toBe('16MB');
      await db.exec('create table kept (n int); insert into kept values (7)');
    } finally {
      await db.close();
    }
    // A directory with files is left alone: the table is still there.
    expect(await createPgliteFilesOnce(dir, ['shared_buffers = 16MB'])).toBe(false);
    const again = await PGlite.create(dir);
    try {
      expect((await again.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 180_000);

  it("rejects with the child's error when the files cannot be created", async () => {
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(createPgliteFilesOnce(join(file, 'pglite'), [])).rejects.toThrow(
      /creating the database files failed \(exit code \d+\)/,
    );
  }, 60_000);
});
