import { describe, expect, it } from 'vitest';
import {
  hasAnyKey,
  readSavedView,
  savedViewKey,
  saveView,
  viewQuery,
  withView,
} from '../../src/components/saved-view.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('saved views', () => {
  it('keeps one view per screen and user, an empty one apart from none', () => {
    const storage = memoryStorage();
    saveView(storage, savedViewKey('cpr', 1), 'tf=weekly');
    saveView(storage, savedViewKey('cpr', 2), '');
    expect(readSavedView(storage, savedViewKey('cpr', 1))).toBe('tf=weekly');
    expect(readSavedView(storage, savedViewKey('cpr', 2))).toBe('');
    expect(readSavedView(storage, savedViewKey('volume', 1))).toBeNull();
    expect(readSavedView(null, 'x')).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readSavedView(blocked, 'x')).toBeNull();
    expect(() => saveView(blocked, 'x', 'q=1')).not.toThrow();
  });

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
});
