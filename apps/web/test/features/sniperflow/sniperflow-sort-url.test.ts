import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultSniperflowSort,
  readSniperflowSort,
  type SniperflowSort,
  sniperflowSortKeys,
  writeSniperflowSort,
} from '../../../src/features/sniperflow/sniperflow-sort.ts';

const roundTrip = (sort: SniperflowSort) =>
  readSniperflowSort(new URLSearchParams(new URLSearchParams(writeSniperflowSort(sort)).toString()));

describe('the Liquidity Dashboard sort in the URL', () => {
  it('reads back every sort it writes, and writes nothing for the default', () => {
    fc.assert(
      fc.property(
        fc.record<SniperflowSort>({
          key: fc.constantFrom(...sniperflowSortKeys),
          direction: fc.constantFrom('asc', 'desc'),
        }),
        (sort) => {
          expect(roundTrip(sort)).toEqual(sort);
        },
      ),
    );
    expect(writeSniperflowSort(defaultSniperflowSort)).toEqual([]);
  });

  it('reads unknown values as the default', () => {
    expect(readSniperflowSort(new URLSearchParams('sort=price&dir=up'))).toEqual(defaultSniperflowSort);
  });
});
