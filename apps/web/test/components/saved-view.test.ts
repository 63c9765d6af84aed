import type { ScreenView } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasAnyKey,
  savedQuery,
  viewQuery,
  viewToRestore,
  withSavedView,
  withView,
} from '../../src/components/saved-view.ts';

const view = (screen: ScreenView['screen'], query: string): ScreenView => ({
  screen,
  query,
  updated_at: '2025-01-02T00:00:00Z',
});

describe('saved views', () => {
  it("replaces only the screen's keys of a query", () => {
    const keys = ['tf', 'tab'];
    const params = new URLSearchParams('tf=daily&other=1&tab=sub:wide');
    expect(hasAnyKey(params, keys)).toBe(true);
    expect(hasAnyKey(new URLSearchParams('other=1'), keys)).toBe(false);
    expect(withView(params, keys, [['tf', 'monthly']]).toString()).toBe('other=1&tf=monthly');
    expect(
      viewQuery([
        ['tf', 'weekly'],
        ['tab', 'sub:narrow'],
      ]),
    ).toBe('tf=weekly&tab=sub%3Anarrow');
  });

  it('finds a screen’s saved query, an empty one apart from none', () => {
    const views = [view('cpr', 'tf=weekly'), view('volume', '')];
    expect(savedQuery(views, 'cpr')).toBe('tf=weekly');
    expect(savedQuery(views, 'volume')).toBe('');
    expect(savedQuery(views, 'ict')).toBeNull();
    expect(savedQuery(undefined, 'cpr')).toBeNull();
  });

  it('restores the saved view only into a URL without the screen’s keys, and only its keys', () => {
    const keys = ['tf', 'tab'];
    const saved = 'tf=weekly&tab=sub%3Anarrow&stale=1';
    expect(viewToRestore(new URLSearchParams('other=1'), keys, saved)).toEqual([
      ['tf', 'weekly'],
      ['tab', 'sub:narrow'],
    ]);
    expect(viewToRestore(new URLSearchParams('tf=daily'), keys, saved)).toBeNull();
    expect(viewToRestore(new URLSearchParams(''), keys, '')).toBeNull();
    expect(viewToRestore(new URLSearchParams(''), keys, null)).toBeNull();
    expect(viewToRestore(new URLSearchParams(''), keys, 'stale=1')).toBeNull();
  });

  it('puts one screen’s view in the list, replacing its earlier one', () => {
    const views = [view('volume', 'stars=3'), view('cpr', 'tf=weekly')];
    expect(withSavedView(views, view('cpr', '')).map((v) => [v.screen, v.query])).toEqual([
      ['cpr', ''],
      ['volume', 'stars=3'],
    ]);
    expect(withSavedView([], view('ict', 'min=6'))).toEqual([view('ict', 'min=6')]);
  });

  it('restores exactly the view it saved (a round trip through the query string)', () => {
    const keys = ['tf', 'tab', 'bias'];
    const value = fc.string({ minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1 }),
        fc.array(value, { minLength: 3 }),
        (chosen, values) => {
          const entries = chosen.map((key, i) => [key, values[i] ?? 'x'] as [string, string]);
          const restored = viewToRestore(new URLSearchParams('other=1'), keys, viewQuery(entries));
          expect(restored).toEqual(entries);
        },
      ),
    );
  });
});
