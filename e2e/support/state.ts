import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserRole } from '@app/contracts';

/** Where global setup leaves what the tests need: the server's URL and a signed-in state per role. */
export const stateDir = fileURLToPath(new URL('../.state/', import.meta.url));
export const runFile = `${stateDir}run.json`;

export interface RunState {
  baseUrl: string;
  serverPid: number;
  databaseName: string | null;
  dataDir: string;
}

export function readRunState(): RunState {
  return JSON.parse(readFileSync(runFile, 'utf8')) as RunState;
}

export function storageStatePath(role: UserRole): string {
  return `${stateDir}${role}.json`;
}
