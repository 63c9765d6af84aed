import { describe, expect, it } from 'vitest';
import {
  changeTone,
  formatChangePct,
  formatDuration,
  formatPercent,
  formatScore,
  formatUsd,
  formatWidthPct,
  latestTime,
} from '../../src/components/format.ts';
import { pageNumbers, paginate } from '../../src/components/paginate.ts';
import { coverage, keepMembers, setMembers, toggleMember } from '../../src/components/selection.ts';
import { matchesSymbol, normalizeQuery } from '../../src/components/symbol-search.ts';

describe('format', () => {
  it('shows Width % as daily_width_pct × 100 with 3 decimals, or a dash', () => {
    expect(formatWidthPct(0.00123)).toBe('0.123');
    expect(formatWidthPct(0.0125)).toBe('1.250');
    expect(formatWidthPct(0)).toBe('0.000');
    expect(formatWidthPct(null)).toBe('-');
    expect(formatWidthPct(Number.NaN)).toBe('-');
  });

  it('formats percentages, scores and dollars', () => {
    expect(formatPercent(0.834)).toBe('83%');
    expect(formatPercent(null)).toBe('-');
    expect([6.5, 10, -1, 2.25].map(formatScore)).toEqual(['6.5', '10', '-1', '2.25']);
    expect(formatUsd(1234567.8)).toBe('$1,234,568');
    expect(formatUsd(null)).toBe('-');
  });

  it('finds the newest time', () => {
    expect(
      latestTime(['2025-01-02T00:00:00Z', null, 'bad', '2025-01-03T00:00:00Z', '2025-01-01T00:00:00Z']),
    ).toBe('2025-01-03T00:00:00Z');
    expect(latestTime([])).toBeNull();
  });

  it('formats a duration', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(null)).toBe('–');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);

  it('slices a page and clamps the page number', () => {
    expect(paginate(items, 1, 20)).toMatchObject({ page: 1, pageCount: 3, items: items.slice(0, 20) });
    expect(paginate(items, 3, 20).items).toEqual([40, 41, 42, 43, 44]);
    expect(paginate(items, 9, 20).page).toBe(3);
    expect(paginate(items, 0, 20).page).toBe(1);
    expect(paginate([], 1, 20)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('numbers the pages with gaps beyond 7', () => {
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });
});

describe('selection and search', () => {
  it('toggles, sets and keeps members', () => {
    const s = new Set([1, 2]);
    expect([...toggleMember(s, 2)]).toEqual([1]);
    expect([...toggleMember(s, 3)]).toEqual([1, 2, 3]);
    expect([...setMembers(s, [2, 3], true)]).toEqual([1, 2, 3]);
    expect([...setMembers(s, [2, 3], false)]).toEqual([1]);
    expect([...keepMembers(s, new Set([2, 9]))]).toEqual([2]);
    expect([coverage(s, [1, 2]), coverage(s, [1, 5]), coverage(s, [7])]).toEqual(['all', 'some', 'none']);
    expect([...s]).toEqual([1, 2]);
  });

  it('matches a symbol by case-insensitive contains', () => {
    expect(matchesSymbol('BTCUSDT', normalizeQuery('  tcU '))).toBe(true);
    expect(matchesSymbol('BTCUSDT', normalizeQuery(''))).toBe(true);
    expect(matchesSymbol('BTCUSDT', normalizeQuery('eth'))).toBe(false);
  });
});

describe('formatChangePct and changeTone', () => {
  it('signs the change, colours it green up and red down, and shows a dash without one', () => {
    expect([formatChangePct(0.01234), changeTone(0.01234)]).toEqual(['+1.23%', 'text-success']);
    expect([formatChangePct(-0.005), changeTone(-0.005)]).toEqual(['-0.50%', 'text-danger']);
    expect([formatChangePct(0.00001), changeTone(0.00001)]).toEqual(['0.00%', undefined]);
    expect([formatChangePct(-0.00001), changeTone(-0.00001)]).toEqual(['0.00%', undefined]);
    expect([formatChangePct(null), changeTone(null)]).toEqual(['-', undefined]);
    expect(formatChangePct(Number.NaN)).toBe('-');
  });
});
