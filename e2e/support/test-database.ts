import pg from 'pg';

/**
 * With `TEST_DATABASE_URL` set, the browser tests run the server on a fresh database created on that
 * PostgreSQL (dropped afterwards); without it, the server uses its embedded PGlite in a temp dir.
 */
export async function createE2eDatabase(): Promise<{ url: string; name: string } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

export async function dropE2eDatabase(name: string): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
