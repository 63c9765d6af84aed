import { describe, expect, it } from 'vitest';
import { applyCacheNotice } from '../../src/composition/cache-notices.ts';
import { accountNoticePayload, parseCacheNotice } from '../../src/push/cache-notice.ts';

describe('cache notices', () => {
  it('reads the payloads the triggers send (json_build_object spacing, text ids)', () => {
    expect(parseCacheNotice('{"k" : "user", "id" : "12"}')).toEqual({ k: 'user', id: 12 });
    expect(parseCacheNotice('{"k":"family","id":"3f2a"}')).toEqual({ k: 'family', id: '3f2a' });
    expect(parseCacheNotice('{"k":"watchlist","id":"4"}')).toEqual({ k: 'watchlist', id: 4 });
    expect(parseCacheNotice(accountNoticePayload(7))).toEqual({ k: 'account', id: 7 });
  });

  it('drops anything else', () => {
    for (const payload of [
      '',
      'nope',
      '{}',
      '{"k":"user","id":"0"}',
      '{"k":"user","id":"x"}',
      '{"k":"all"}',
      '[]',
    ])
      expect(parseCacheNotice(payload)).toBeNull();
  });

  it('sends each notice to the cache it concerns, and `all` to every cache', () => {
    const calls: string[] = [];
    const caches = {
      sessions: {
        forgetUser: (id: number) => calls.push(`user ${id}`),
        forgetFamily: (id: string) => calls.push(`family ${id}`),
        forgetAll: () => calls.push('sessions cleared'),
      },
      watchlists: {
        forget: (id: number) => calls.push(`watchlist ${id}`),
        clear: () => calls.push('watchlists cleared'),
      },
    };
    applyCacheNotice(caches, { k: 'user', id: 1 });
    applyCacheNotice(caches, { k: 'family', id: 'f' });
    applyCacheNotice(caches, { k: 'watchlist', id: 2 });
    applyCacheNotice(caches, { k: 'all' });
    expect(calls).toEqual(['user 1', 'family f', 'watchlist 2', 'sessions cleared', 'watchlists cleared']);
  });

  it("tells the user's streams of a `user` or `account` notice, and nobody of the others; closes them on `user` and `family`", () => {
    const told: string[] = [];
    const caches = {
      sessions: { forgetUser() {}, forgetFamily() {}, forgetAll() {} },
      watchlists: { forget() {}, clear() {} },
      stream: {
        sendToUser: (id: number, event: { type: string; changed_at: string }) =>
          void told.push(`${id} ${event.type} ${event.changed_at}`),
        closeUser: (id: number) => void told.push(`close user ${id}`),
        closeFamily: (id: string) => void told.push(`close family ${id}`),
      },
      now: () => new Date('2026-03-01T12:00:00Z'),
    };
    applyCacheNotice(caches, { k: 'user', id: 3 });
    applyCacheNotice(caches, { k: 'account', id: 4 });
    applyCacheNotice(caches, { k: 'family', id: 'f' });
    applyCacheNotice(caches, { k: 'watchlist', id: 5 });
    applyCacheNotice(caches, { k: 'all' });
    expect(told).toEqual([
      '3 account 2026-03-01T12:00:00.000Z',
      'close user 3',
      '4 account 2026-03-01T12:00:00.000Z',
      'close family f',
    ]);
  });
});
