import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../src/services/errors.ts';
import { createTokenSigner } from '../../src/services/token-signer.ts';

const secret = new TextEncoder().encode('k'.repeat(40));
const t0 = new Date('2026-01-01T00:00:00Z');

describe('token signer', () => {
  it('signs a 15-minute access token that verifies to its user until it expires', async () => {
    let now = t0;
    const signer = createTokenSigner(secret, () => now);
    const token = await signer.signAccess({ id: 7, role: 'pro' }, 'fam-7');
    expect(decodeJwt(token)).toMatchObject({
      sub: '7',
      role: 'pro',
      type: 'access',
      fam: 'fam-7',
      exp: t0.getTime() / 1000 + 900,
    });
    expect(await signer.verifyAccess(token)).toEqual({
      userId: 7,
      familyId: 'fam-7',
      expiresAt: t0.getTime() + 900_000,
    });
    now = new Date(t0.getTime() + 901_000);
    await expect(signer.verifyAccess(token)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('signs a 7-day refresh token carrying its id and family', async () => {
    const signer = createTokenSigner(secret, () => t0);
    const { token, expiresAt } = await signer.signRefresh({ userId: 3, tokenId: 'j1', familyId: 'f1' });
    expect(expiresAt.getTime() - t0.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(await signer.verifyRefresh(token)).toEqual({ userId: 3, tokenId: 'j1', familyId: 'f1' });
  });

  it('signs a 60-second stream ticket that opens only the stream', async () => {
    let now = t0;
    const signer = createTokenSigner(secret, () => now);
    const ticket = await signer.signStreamTicket(9, 'fam-1');
    expect(decodeJwt(ticket)).toMatchObject({ sub: '9', type: 'stream', exp: t0.getTime() / 1000 + 60 });
    expect(await signer.verifyStreamTicket(ticket)).toEqual({
      userId: 9,
      familyId: 'fam-1',
      ticketId: expect.any(String),
      expiresAt: t0.getTime() + 60_000,
    });
    // Two tickets of one user in the same second differ (their own ids), so each can be spent once.
    const again = await signer.signStreamTicket(9, 'fam-1');
    expect(again).not.toBe(ticket);
    expect((await signer.verifyStreamTicket(again)).ticketId).not.toBe(decodeJwt(ticket).jti);
    // Neither an access nor a refresh token, and no access token is a ticket.
    await expect(signer.verifyAccess(ticket)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(signer.verifyRefresh(ticket)).rejects.toBeInstanceOf(UnauthorizedError);
    const access = await signer.signAccess({ id: 9, role: 'free' }, 'f');
    await expect(signer.verifyStreamTicket(access)).rejects.toBeInstanceOf(UnauthorizedError);
    now = new Date(t0.getTime() + 61_000);
    await expect(signer.verifyStreamTicket(ticket)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('keeps the token types apart', async () => {
    const signer = createTokenSigner(secret, () => t0);
    const access = await signer.signAccess({ id: 1, role: 'free' }, 'f');
    const { token: refresh } = await signer.signRefresh({ userId: 1, tokenId: 'j', familyId: 'f' });
    await expect(signer.verifyRefresh(access)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(signer.verifyAccess(refresh)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses another key, another algorithm, tampering and odd subjects', async () => {
    const signer = createTokenSigner(secret, () => t0);
    const other = createTokenSigner(new TextEncoder().encode('o'.repeat(40)), () => t0);
    await expect(
      signer.verifyAccess(await other.signAccess({ id: 1, role: 'admin' }, 'f')),
    ).rejects.toThrow();
    const token = await signer.signAccess({ id: 1, role: 'free' }, 'f');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '1', role: 'admin', type: 'access', iat: 1, exp: 9e9 }),
    ).toString('base64url');
    await expect(signer.verifyAccess(`${header}.${forged}.${signature}`)).rejects.toThrow();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
    await expect(signer.verifyAccess(none)).rejects.toThrow();
    const iat = t0.getTime() / 1000;
    for (const sub of ['0', '-1', 'abc', '1.5', '99999999999', '2147483648', '01', ' 1', '1e0', '0x1']) {
      const odd = await new SignJWT({ type: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 60)
        .sign(secret);
      await expect(signer.verifyAccess(odd)).rejects.toBeInstanceOf(UnauthorizedError);
    }
  });

  it('reads a token without a family (issued before tokens named one) and refuses a non-text family', async () => {
    const signer = createTokenSigner(secret, () => t0);
    const iat = t0.getTime() / 1000;
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ type: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('4')
        .setIssuedAt(iat)
        .setExpirationTime(iat + 60)
        .sign(secret);
    expect(await signer.verifyAccess(await sign({}))).toEqual({
      userId: 4,
      familyId: null,
      expiresAt: t0.getTime() + 60_000,
    });
    await expect(signer.verifyAccess(await sign({ fam: 12 }))).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('accepts an iat up to 60 s ahead (clock skew) and refuses one further in the future', async () => {
    const signer = createTokenSigner(secret, () => t0);
    const at = t0.getTime() / 1000;
    const issuedAt = (iat: number) =>
      new SignJWT({ type: 'access', fam: 'f' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('5')
        .setIssuedAt(iat)
        .setExpirationTime(iat + 900)
        .sign(secret);
    expect((await signer.verifyAccess(await issuedAt(at + 60))).userId).toBe(5);
    await expect(signer.verifyAccess(await issuedAt(at + 61))).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(signer.verifyAccess(await issuedAt(at + 86_400))).rejects.toBeInstanceOf(UnauthorizedError);
    const refresh = await new SignJWT({ type: 'refresh', jti: 'j', fam: 'f' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('5')
      .setIssuedAt(at + 3600)
      .setExpirationTime(at + 7200)
      .sign(secret);
    await expect(signer.verifyRefresh(refresh)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
