import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultScreenerView,
  readScreenerView,
  type ScreenerView,
  writeScreenerView,
} from '../../../src/features/cpr/screener-url-state.ts';

const read = (query: string) => readScreenerView(new URLSearchParams(query));
const query = (view: ScreenerView) => new URLSearchParams(writeScreenerView(view)).toString();

const views = fc.record<ScreenerView>({
  range: fc.constantFrom('daily', 'weekly', 'monthly'),
  tab: fc.constantFrom(null, 'sub:narrow', 'sub:super_narrow', 'trend:80-100', 'trend:Unknown'),
  search: fc.stringMatching(/^[a-z0-9]{0,12}$/),
  filters: fc.record({
    virgin: fc.constantFrom('all', 'virgin', 'non-virgin'),
    bias: fc.constantFrom('all', 'Explosive', 'Trending', 'Neutral'),
    stars: fc.constantFrom('all', '0', '1', '2', '3', '4', '5'),
  }),
  groupBy: fc.constantFrom('stars', 'bias', 'none'),
  sort: fc.record({
    key: fc.constantFrom('total', 'trend', 'width', 'trendPct'),
    direction: fc.constantFrom('asc', 'desc'),
  }),
});

describe('the screener view in the URL', () => {
  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(views, (view) => {
        expect(read(query(view))).toEqual(view);
      }),
    );
  });

  it('writes nothing for the default view and only what differs otherwise', () => {
    expect(writeScreenerView(defaultScreenerView)).toEqual([]);
    expect(query({ ...defaultScreenerView, range: 'weekly', tab: 'sub:narrow', search: ' btc ' })).toBe(
      'tf=weekly&tab=sub%3Anarrow&q=btc',
    );
    expect(query({ ...defaultScreenerView, sort: { key: 'width', direction: 'asc' } })).toBe(
      'sort=width&dir=asc',
    );
  });

  it('reads unknown or hand-edited values as the defaults', () => {
    expect(read('tf=hourly&tab=<script>&virgin=maybe&bias=Up&stars=9&group=x&sort=price&dir=up')).toEqual(
      defaultScreenerView,
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const view = read(new URLSearchParams([[key, value]]).toString());
        expect(view.range).toMatch(/^(daily|weekly|monthly)$/);
        expect(view.search.length).toBeLessThanOrEqual(40);
      }),
    );
  });
});
