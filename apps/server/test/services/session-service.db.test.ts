import { describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/composition/app-services.ts';
import { applyCacheNotice } from '../../src/composition/cache-notices.ts';
import { createServerRoot } from '../../src/composition/server-root.ts';
import { createEventBus } from '../../src/push/event-bus.ts';
import { UnauthorizedError } from '../../src/services/errors.ts';
import { fastHasher, TEST_JWT_SECRET, useTestApp } from '../support/test-app.ts';

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
    // Written past the services: the trigger's notice reaches the cached caller once committed.
    await t.database.db.execute('DELETE FROM users');
    await vi.waitFor(
      () => expect(t.services.sessions.authenticate(access)).rejects.toBeInstanceOf(UnauthorizedError),
      { timeout: 5000 },
    );
  });

  it('answers from its cache: a second check of the same token reads nothing', async () => {
    const { access } = await t.signIn('free');
    await t.services.sessions.authenticate(access);
    // Notices of the previous test's writes (ids restart after the truncation) arrive within ms.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.services.sessions.authenticate(access);
    const findById = vi.spyOn(t.root.repos.users, 'findById');
    const familyIsLive = vi.spyOn(t.root.repos.refreshTokens, 'familyIsLive');
    for (let i = 0; i < 5; i++) await t.services.sessions.authenticate(access);
    expect(findById).not.toHaveBeenCalled();
    expect(familyIsLive).not.toHaveBeenCalled();
    findById.mockRestore();
    familyIsLive.mockRestore();
  });

  it('answers synchronously once the token, its user and its family are cached, and not after a change', async () => {
    const { user, access, refresh } = await t.signIn('pro');
    expect(t.services.sessions.cachedCaller(access)).toBeUndefined();
    await t.services.sessions.authenticate(access);
    expect(t.services.sessions.cachedCaller(access)).toMatchObject({ id: user.id, role: 'pro' });
    await t.services.userAdmin.update(user.id, { role: 'premium' });
    expect(t.services.sessions.cachedCaller(access)).toBeUndefined();
    expect(await t.services.sessions.authenticate(access)).toMatchObject({ role: 'premium' });
    // On PostgreSQL the trigger's notice of that change may arrive after this re-read and drop it
    // once more: cached again after the next check.
    await vi.waitFor(async () => {
      await t.services.sessions.authenticate(access);
      expect(t.services.sessions.cachedCaller(access)).toMatchObject({ role: 'premium' });
    });
    await t.services.sessions.logout(refresh);
    expect(t.services.sessions.cachedCaller(access)).toBeUndefined();
    t.clock.advance(16 * 60_000);
    expect(t.services.sessions.cachedCaller(access)).toBeUndefined();
    expect(t.services.sessions.cachedCaller('not-a-token')).toBeUndefined();
  });

  it('sees a role change, a deactivation and a revoked session on the very next request', async () => {
    const { user, access, refresh } = await t.signIn('free');
    await t.services.sessions.authenticate(access);
    await t.services.userAdmin.update(user.id, { role: 'premium' });
    expect(await t.services.sessions.authenticate(access)).toMatchObject({ role: 'premium' });

    await t.services.sessions.logout(refresh);
    await expect(t.services.sessions.authenticate(access)).rejects.toBeInstanceOf(UnauthorizedError);

    const other = await t.services.sessions.start(user);
    expect(await t.services.sessions.authenticate(other.access)).toMatchObject({ role: 'premium' });
    await t.services.userAdmin.update(user.id, { is_active: false });
    await expect(t.services.sessions.authenticate(other.access)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('ends the access tokens of a family revoked for a replayed refresh token', async () => {
    const { refresh } = await t.signIn('free');
    const next = await t.services.sessions.refresh(refresh);
    expect(await t.services.sessions.authenticate(next.access)).toMatchObject({ role: 'free' });
    await expect(t.services.sessions.refresh(refresh)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(t.services.sessions.authenticate(next.access)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('reaches another process through the event bus: role, deactivation and session changes', async () => {
    // A second API process: its own services and caches, its own LISTEN connection.
    const services = createServices({
      root: createServerRoot({ db: t.database.db, now: () => t.clock.now() }),
      jwtSecret: TEST_JWT_SECRET,
      hasher: fastHasher,
      health: { source: 'simulated', getDataAsOf: () => null },
    });
    const bus = createEventBus({
      openSession: () => t.database.access.openSession(),
      notifications: t.root.repos.notifications,
    });
    await bus.start();
    bus.onCacheNotice((notice) =>
      applyCacheNotice({ sessions: services.sessions, watchlists: { forget() {}, clear() {} } }, notice),
    );
    try {
      const { user, access, refresh } = await t.signIn('free');
      const elsewhere = () => services.sessions.authenticate(access);
      expect(await elsewhere()).toMatchObject({ role: 'free' });
      const within = { timeout: 3000, interval: 10 };

      await t.services.userAdmin.update(user.id, { role: 'pro' });
      await vi.waitFor(async () => expect(await elsewhere()).toMatchObject({ role: 'pro' }), within);

      await t.services.sessions.logout(refresh);
      await vi.waitFor(() => expect(elsewhere()).rejects.toBeInstanceOf(UnauthorizedError), within);

      const second = await t.services.sessions.start(user);
      expect(await services.sessions.authenticate(second.access)).toMatchObject({ role: 'pro' });
      await t.services.userAdmin.update(user.id, { is_active: false });
      await vi.waitFor(
        () => expect(services.sessions.authenticate(second.access)).rejects.toBeInstanceOf(UnauthorizedError),
        within,
      );
    } finally {
      await bus.stop();
    }
  });
});
