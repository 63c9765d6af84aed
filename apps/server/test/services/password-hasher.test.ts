import { describe, expect, it } from 'vitest';
import { createArgon2Hasher } from '../../src/services/password-hasher.ts';

describe('argon2 password hasher', () => {
  const hasher = createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });

  it('hashes with argon2id and a random salt, and verifies only the right password', async () => {
    const a = await hasher.hash('pässwörd-1');
    const b = await hasher.hash('pässwörd-1');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, 'pässwörd-1')).toBe(true);
    expect(await hasher.verify(a, 'pässwörd-2')).toBe(false);
  });

  it('answers false, not an error, for a malformed stored hash', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });

  it('uses the OWASP baseline cost by default', async () => {
    expect(await createArgon2Hasher().hash('x')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
