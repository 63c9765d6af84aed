import { rmSync } from 'node:fs';
import { readRunState } from './state.ts';
import { dropE2eDatabase } from './test-database.ts';

async function waitForExit(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(pid, 'SIGKILL');
}

/** Stops the server, then removes its data directory or drops its database. */
export default async function globalTeardown(): Promise<void> {
  const run = readRunState();
  try {
    process.kill(run.serverPid, 'SIGTERM');
    await waitForExit(run.serverPid);
  } catch {
    // already gone
  }
  rmSync(run.dataDir, { recursive: true, force: true });
  if (run.databaseName) await dropE2eDatabase(run.databaseName);
}
