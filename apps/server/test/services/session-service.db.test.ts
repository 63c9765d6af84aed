import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { UnauthorizedError } from '../../src/services/errors.ts';

const t = useTestApp();

describe('session service', () => {
  it('chains each rotation to its successor within one family', async () => {
    const { user, refresh } = await t.signIn('free');
    const second = await t.services.sessions.refresh(refresh);
    await t.services.sessions.refresh(second.refresh);
    const rows = await t.database.db.query.refreshTokens.findMany();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.every((r) => r.userId === user.id)).toBe(true);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    const live = rows.find((r) => r.revokedAt === null);
    expect(rows.some((r) => r.replacedBy === live?.id)).toBe(true);
  });

  it('lets exactly one of two concurrent refreshes with one token win, and then ends the session', async () => {
    const { refresh } = await t.signIn('free');
    const results = await Promise.allSettled([
      t.services.sessions.refresh(refresh),
      t.services.sessions.refresh(refresh),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.any(UnauthorizedError),
    });
    // The loser looked like a replay, so the winner's new token is revoked too.
    const winner = (won[0] as PromiseFulfilledResult<{ refresh: string }>).value;
    await expect(t.services.sessions.refresh(winner.refresh)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('authenticates an access token to the stored user, refusing a deleted one', async () => {
    const { user, access } = await t.signIn('pro');
    expect(await t.services.sessions.authenticate(access)).toMatchObject({
      id: user.id,
      role: 'pro',
      is_active: true,
    });
    await t.database.db.execute('DELETE FROM users');
    await expect(t.services.sessions.authenticate(access)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
