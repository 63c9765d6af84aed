import { defaultCprMaps } from '@app/core';
import { describe, expect, it } from 'vitest';
import { activeTab, buildTabs, matchesInOtherTabs } from '../../../src/features/cpr/screener-tabs.ts';
import { screenerRow } from './screener-fixtures.ts';

describe('tabs', () => {
  const rows = [
    screenerRow('A', { subcategory: 'super_narrow', bucket: '80-100' }),
    screenerRow('B', { subcategory: 'narrow', bucket: 'Unknown' }),
    screenerRow('C', { subcategory: 'narrow', bucket: '80-100' }),
  ];

  it('has one tab per map subcategory, then the five trend tabs when shown', () => {
    const tabs = buildTabs(rows, defaultCprMaps['1d'], true);
    expect(tabs.map((t) => [t.title, t.rows.length])).toEqual([
      ['Super Narrow', 1],
      ['Narrow', 2],
      ['Normal', 0],
      ['Wide', 0],
      ['80-100%', 2],
      ['60-80%', 0],
      ['40-60%', 0],
      ['0-40%', 0],
      ['Unknown', 1],
    ]);
    expect(buildTabs(rows, defaultCprMaps['1d'], false)).toHaveLength(4);
  });

  it('marks a trend tab whose rows are all the base rate, not one with a forecast among them', () => {
    const mixed = [
      screenerRow('A', { bucket: '40-60', trendBaseRate: true }),
      screenerRow('B', { bucket: '40-60', trendBaseRate: true }),
      screenerRow('C', { bucket: '60-80', trendBaseRate: true }),
      screenerRow('D', { bucket: '60-80', trendBaseRate: false }),
    ];
    const marked = buildTabs(mixed, defaultCprMaps['1d'], true)
      .filter((t) => t.key.startsWith('trend:'))
      .map((t) => [t.title, t.baseRateOnly]);
    expect(marked).toEqual([
      ['80-100%', false],
      ['60-80%', false],
      ['40-60%', true],
      ['0-40%', false],
      ['Unknown', false],
    ]);
  });

  it('falls back to the first tab with symbols when the chosen one is gone or none was chosen', () => {
    const tabs = buildTabs(rows, defaultCprMaps['1d'], false);
    expect(activeTab(tabs, 'sub:narrow')?.title).toBe('Narrow');
    expect(activeTab(tabs, 'trend:80-100')?.title).toBe('Super Narrow');
    expect(activeTab([], null)).toBeNull();
    const noSuperNarrow = buildTabs(rows.slice(1), defaultCprMaps['1d'], true);
    expect(activeTab(noSuperNarrow, null)?.title).toBe('Narrow');
    // A chosen tab stays even when it is empty; with no symbols anywhere the first tab shows.
    expect(activeTab(noSuperNarrow, 'sub:wide')?.title).toBe('Wide');
    expect(activeTab(buildTabs([], defaultCprMaps['1d'], true), null)?.title).toBe('Super Narrow');
  });

  it('finds a search in the other width tabs and says which, not in the trend tabs', () => {
    const tabs = buildTabs(
      [
        ...rows,
        screenerRow('BTCUSDT', { subcategory: 'wide' }),
        screenerRow('BTCDOMUSDT', { subcategory: 'narrow' }),
      ],
      defaultCprMaps['1d'],
      true,
    );
    expect(matchesInOtherTabs(tabs, 'sub:super_narrow', ' btc ')).toEqual([
      { key: 'sub:narrow', title: 'Narrow', symbols: ['BTCDOMUSDT'] },
      { key: 'sub:wide', title: 'Wide', symbols: ['BTCUSDT'] },
    ]);
    expect(matchesInOtherTabs(tabs, 'sub:wide', 'BTC').map((m) => m.title)).toEqual(['Narrow']);
    expect(matchesInOtherTabs(tabs, 'sub:wide', '')).toEqual([]);
    expect(matchesInOtherTabs(tabs, 'sub:wide', 'zzz')).toEqual([]);
  });
});
