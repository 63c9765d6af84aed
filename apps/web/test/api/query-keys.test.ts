import { streamModules } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { queryKeysForModule } from '../../src/api/live-updates.ts';
import { queryKeys } from '../../src/api/query-keys.ts';

/** Every key of the app, the functions called with sample arguments. */
const allKeys = Object.entries(queryKeys).flatMap(([name, key]) => {
  if (name === 'module') return [];
  if (typeof key !== 'function') return { name, key: key as readonly unknown[] };
  if (name === 'cprData') return { name, key: queryKeys.cprData('daily') as readonly unknown[] };
  if (name === 'marketStatus') return { name, key: queryKeys.marketStatus(true) as readonly unknown[] };
  if (name === 'volumeSessions')
    return { name, key: queryKeys.volumeSessions('BTCUSDT') as readonly unknown[] };
  if (name === 'screenViews') return { name, key: queryKeys.screenViews(7) as readonly unknown[] };
  if (name === 'positioningHistory')
    return {
      name,
      key: queryKeys.positioningHistory(
        'BTCUSDT',
        '2025-01-01T00:00:00Z',
        '2025-01-02T00:00:00Z',
      ) as readonly unknown[],
    };
  if (name === 'marketOverlays')
    return { name, key: queryKeys.marketOverlays('BTCUSDT', '1h') as readonly unknown[] };
  return { name, key: queryKeys.marketCandles('BTCUSDT', '5m') as readonly unknown[] };
});

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('query keys', () => {
  it('are all distinct', () => {
    const texts = allKeys.map(({ key }) => JSON.stringify(key));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("sit under a stream module's prefix, or under auth, upgrades or admin", () => {
    const groups: readonly unknown[] = [...streamModules, 'watchlist', 'auth', 'upgrades', 'admin'];
    for (const { name, key } of allKeys) expect(groups, name).toContain(key[0]);
  });

  it("start with their module, so the module's prefix invalidates all of its data", () => {
    for (const module of streamModules)
      for (const { name, key } of allKeys.filter(({ key }) => key[0] === module))
        expect(startsWith(key, queryKeys.module(module)), name).toBe(true);
  });

  it('are refreshed by the stream, but for the alert rules and webhook (the user edits them)', () => {
    const covered = (key: readonly unknown[]) =>
      streamModules.some((module) => queryKeysForModule(module).some((prefix) => startsWith(key, prefix)));
    const userEdited = ['alerts', 'alertRules', 'alertWebhook'];
    for (const { name, key } of allKeys)
      if (streamModules.includes(key[0] as (typeof streamModules)[number]))
        expect(covered(key), name).toBe(!userEdited.includes(name));
    expect(covered(queryKeys.adminTasksRecent)).toBe(true);
    expect(covered(queryKeys.watchlistItems)).toBe(true);
  });
});
