import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, pgliteDatabase } from '../../src/db/database.ts';

/**
 * A fresh PGlite costs ~6 s (initdb) and a migrated one loaded from a dump ~1 s, so tests load a dump
 * of a migrated database. The dump is cached in the OS temp dir, keyed by the migrations' content and
 * the PGlite version, and rebuilt whenever either changes.
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')));
  for (const dir of [migrationsFolder, join(migrationsFolder, 'meta')]) {
    for (const name of (await readdir(dir)).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        hash.update(name).update(await readFile(join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Path of the migrated PGlite dump, building it first when missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = join(tmpdir(), 'app-server-test-db');
  const file = join(dir, `pglite-${await templateKey()}.tar`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  try {
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** A new in-memory PGlite holding a copy of the migrated template. */
export async function openPgliteFromTemplate(): Promise<PGlite> {
  const file = await ensurePgliteTemplate();
  return PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
}
