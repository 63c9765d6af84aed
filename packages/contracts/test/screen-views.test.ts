import { describe, expect, it } from 'vitest';
import { SAVED_VIEW_QUERY_MAX, ScreenViewParams, ScreenViewPut } from '../src/screen-views.ts';

describe('saved screen views', () => {
  it('takes the query strings the screens write, and the empty reset', () => {
    for (const query of [
      '',
      'tf=weekly',
      'tf=weekly&tab=sub%3Anarrow&q=',
      'fvg=Breaker+FVG&min=6',
      'a=1&a=2',
    ])
      expect(ScreenViewPut.safeParse({ query }).success, query).toBe(true);
  });

  it('refuses what is not a query string, too long a query and unknown screens', () => {
    for (const query of [
      '?tf=weekly',
      'tf',
      '=x',
      'a=1&&b=2',
      'a=1&',
      'q=a b',
      'q=%E0%A4%A',
      'a=1#x',
      'a=b=c',
    ])
      expect(ScreenViewPut.safeParse({ query }).success, query).toBe(false);
    expect(ScreenViewPut.safeParse({ query: `q=${'x'.repeat(SAVED_VIEW_QUERY_MAX - 2)}` }).success).toBe(
      true,
    );
    expect(ScreenViewPut.safeParse({ query: `q=${'x'.repeat(SAVED_VIEW_QUERY_MAX - 1)}` }).success).toBe(
      false,
    );
    expect(ScreenViewPut.safeParse({ query: 'tf=weekly', extra: 1 }).success).toBe(false);
    expect(ScreenViewParams.safeParse({ screen: 'cpr' }).success).toBe(true);
    expect(ScreenViewParams.safeParse({ screen: 'watchlist' }).error?.issues[0]?.message).toBe(
      'screen must be one of cpr, volume, ict, sniperflow.',
    );
  });
});
