import { describe, expect, it } from 'vitest';
import { applyCacheNotice } from '../../src/composition/cache-notices.ts';
import { parseCacheNotice } from '../../src/push/cache-notice.ts';

describe('cache notices', () => {
  it('reads the payloads the triggers send (json_build_object spacing, text ids)', () => {
    expect(parseCacheNotice('{"k" : "user", "id" : "12"}')).toEqual({ k: 'user', id: 12 });
    expect(parseCacheNotice('{"k":"family","id":"3f2a"}')).toEqual({ k: 'family', id: '3f2a' });
    expect(parseCacheNotice('{"k":"watchlist","id":"4"}')).toEqual({ k: 'watchlist', id: 4 });
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
});
