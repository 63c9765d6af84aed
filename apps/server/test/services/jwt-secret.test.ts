import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../src/services/jwt-secret.ts';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set', async () => {
    const secret = await resolveJwtSecret({ jwtSecret: 's'.repeat(32), dataDir: '/nonexistent' });
    expect(decode(secret)).toBe('s'.repeat(32));
  });

  it('generates a private secret file once and reuses it', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'jwt-')), 'nested');
    const [a, b] = await Promise.all([
      resolveJwtSecret({ jwtSecret: undefined, dataDir }),
      resolveJwtSecret({ jwtSecret: undefined, dataDir }),
    ]);
    expect(decode(a)).toBe(decode(b));
    expect(decode(a).length).toBeGreaterThanOrEqual(64);
    expect(await readFile(join(dataDir, 'jwt-secret'), 'utf8')).toBe(decode(a));
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(decode(await resolveJwtSecret({ jwtSecret: undefined, dataDir }))).toBe(decode(a));
  });

  it('gives every one of many start-ups at once the same whole key, and leaves no other file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jwt-'));
    const keys = await Promise.all(
      Array.from({ length: 20 }, () => resolveJwtSecret({ jwtSecret: undefined, dataDir })),
    );
    expect(new Set(keys.map(decode)).size).toBe(1);
    expect(decode(keys[0] ?? new Uint8Array()).length).toBe(64);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('refuses a short secret file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jwt-'));
    writeFileSync(join(dataDir, 'jwt-secret'), 'short');
    await expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toThrow(/shorter than 32/);
  });
});
