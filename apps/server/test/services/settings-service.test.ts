import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { defaultCprMaps } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { SettingsRepository, StoredSettings } from '../../src/repositories/settings-repository.ts';
import { BadRequestError } from '../../src/services/errors.ts';
import { createSettingsService, type SettingsListener } from '../../src/services/settings-service.ts';

function memoryRepository(initial?: Record<string, unknown>) {
  let stored: StoredSettings | undefined = initial && {
    data: initial,
    updatedAt: new Date(0),
    updatedBy: null,
  };
  let reads = 0;
  const repository: SettingsRepository = {
    read: async () => {
      reads += 1;
      return stored && structuredClone(stored);
    },
    write: async (data, updatedBy, at) => {
      stored = { data: structuredClone(data), updatedAt: at, updatedBy };
      return stored;
    },
  };
  return { repository, reads: () => reads, stored: () => stored };
}

function setup(initial?: Record<string, unknown>) {
  let t = 0;
  const repo = memoryRepository(initial);
  const reports: string[] = [];
  const service = createSettingsService({
    repository: repo.repository,
    now: () => new Date(t),
    cacheTtlMs: 1000,
    report: (message) => reports.push(message),
  });
  return { service, repo, reports, advance: (ms: number) => (t += ms) };
}

const changed = (fields: Partial<AdminSettings>): AdminSettings => ({ ...defaultAdminSettings, ...fields });

describe('settings service', () => {
  it("keeps the contract's default CPR maps equal to core's", () => {
    expect(defaultAdminSettings.daily_cpr_map).toEqual(defaultCprMaps['1d']);
    expect(defaultAdminSettings.weekly_cpr_map).toEqual(defaultCprMaps['1w']);
    expect(defaultAdminSettings.monthly_cpr_map).toEqual(defaultCprMaps['1M']);
  });

  it('answers the defaults before any save, from one cached read', async () => {
    const { service, repo } = setup();
    const [a, b] = await Promise.all([service.current(), service.current()]);
    expect(a).toEqual(defaultAdminSettings);
    expect(b).toBe(a);
    expect(Object.isFrozen(a.daily_cpr_map[0])).toBe(true);
    expect(repo.reads()).toBe(1);
  });

  it('fills fields missing from the stored object and resets broken ones to defaults', async () => {
    const { service, reports } = setup({ max_watchlist_items: 5, default_star_rating: 9, stray: true });
    const settings = await service.current();
    expect(settings).toEqual(changed({ max_watchlist_items: 5 }));
    expect(reports).toEqual(['stored settings fields reset to defaults: default_star_rating']);
  });

  it('saves, caches the saved object and tells listeners the new and previous settings', async () => {
    const { service, repo } = setup();
    const heard: [number, number][] = [];
    const listener: SettingsListener = (next, previous) => {
      heard.push([next.max_watchlist_items, previous.max_watchlist_items]);
    };
    const unsubscribe = service.onChange(listener);
    const saved = await service.save(changed({ max_watchlist_items: 50, webhook_url: null as never }), 7);
    expect(saved.max_watchlist_items).toBe(50);
    expect(saved.webhook_url).toBe('');
    expect(repo.stored()?.updatedBy).toBe(7);
    expect(await service.current()).toBe(saved);
    expect(heard).toEqual([[50, 100]]);
    await service.save(changed({ max_watchlist_items: 50 }), 7);
    expect(heard).toHaveLength(1);
    unsubscribe();
    await service.save(changed({ max_watchlist_items: 60 }), 7);
    expect(heard).toHaveLength(1);
  });

  it('refuses an invalid object with field errors and saves nothing', async () => {
    const { service, repo } = setup();
    const error = await service.save(changed({ fib_golden_low: 0.9 }), 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errors).toEqual({
      fib_golden_low: ['fib_golden_low must be less than fib_golden_high.'],
    });
    expect(repo.stored()).toBeUndefined();
  });

  it("survives a failing listener and sees another process's save after the cache time", async () => {
    const { service, repo, reports, advance } = setup();
    service.onChange(() => {
      throw new Error('boom');
    });
    service.onChange(async () => Promise.reject(new Error('async boom')));
    const heard: number[] = [];
    service.onChange((next) => {
      heard.push(next.trade_generation_threshold);
    });
    expect((await service.current()).trade_generation_threshold).toBe(7);
    await repo.repository.write(changed({ trade_generation_threshold: 9 }), null, new Date());
    expect((await service.current()).trade_generation_threshold).toBe(7);
    advance(1000);
    expect((await service.current()).trade_generation_threshold).toBe(9);
    await repo.repository.write(changed({ trade_generation_threshold: 5 }), null, new Date());
    service.invalidate();
    expect((await service.current()).trade_generation_threshold).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([9, 5]);
    expect(reports.filter((r) => r === 'settings listener failed')).toHaveLength(4);
  });
});
