import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeDataDirLock } from '../../src/db/setup-lock.ts';

const lockFile = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite.lock');

describe('takeDataDirLock', () => {
  it('holds the data directory for this process until released', () => {
    const file = lockFile();
    const release = takeDataDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second process while the first is alive, naming it', () => {
    const file = lockFile();
    // The parent of this test process is alive: it stands for another server on the same DATA_DIR.
    writeFileSync(file, String(process.ppid));
    expect(() => takeDataDirLock(file)).toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that died', () => {
    const file = lockFile();
    writeFileSync(file, '2147483646');
    const release = takeDataDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
