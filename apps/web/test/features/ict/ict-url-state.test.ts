import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultIctFilters } from '../../../src/features/ict/ict-filters.ts';
import { defaultIctSort } from '../../../src/features/ict/ict-sort.ts';
import { type IctView, readIctView, writeIctView } from '../../../src/features/ict/ict-url-state.ts';

const read = (query: string) => readIctView(new URLSearchParams(query));
const query = (view: IctView) => new URLSearchParams(writeIctView(view)).toString();
const defaults: IctView = { filters: defaultIctFilters, sort: defaultIctSort };
const yesNo = fc.constantFrom('all', 'yes', 'no');

const views = fc.record<IctView>({
  filters: fc.record({
    bias: fc.constantFrom('all', 'Bullish', 'Bearish', 'Neutral'),
    pdArray: fc.constantFrom('all', 'Premium', 'Discount', 'Equilibrium', 'Unknown'),
    ote: yesNo,
    fvg: fc.constantFrom('all', 'One Sided FVG', 'Breaker FVG', 'Two Sided FVG'),
    sweep: yesNo,
    minScore: fc.stringMatching(/^[0-9.]{0,8}$/),
  }),
  sort: fc.record({
    key: fc.constantFrom('bias', 'fvg', 'score'),
    direction: fc.constantFrom('asc', 'desc'),
  }),
});

describe('the ICT view in the URL', () => {
  it('reads back every view it writes, and writes nothing for the defaults', () => {
    fc.assert(
      fc.property(views, (view) => {
        expect(read(query(view))).toEqual(view);
      }),
    );
    expect(writeIctView(defaults)).toEqual([]);
    expect(query({ ...defaults, filters: { ...defaultIctFilters, fvg: 'Breaker FVG', minScore: '6' } })).toBe(
      'fvg=Breaker+FVG&min=6',
    );
  });

  it('reads unknown values as the defaults', () => {
    expect(read('bias=Up&pd=High&ote=maybe&fvg=Gap&sweep=1&sort=price&dir=up')).toEqual(defaults);
  });
});
