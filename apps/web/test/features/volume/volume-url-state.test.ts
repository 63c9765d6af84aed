import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultVolumeFilters } from '../../../src/features/volume/volume-filters.ts';
import { defaultVolumeSort, volumeSortKeys } from '../../../src/features/volume/volume-sort.ts';
import {
  readVolumeView,
  type VolumeView,
  writeVolumeView,
} from '../../../src/features/volume/volume-url-state.ts';

const read = (query: string) => readVolumeView(new URLSearchParams(query));
const query = (view: VolumeView) => new URLSearchParams(writeVolumeView(view)).toString();
const defaults: VolumeView = { filters: defaultVolumeFilters, sort: defaultVolumeSort };

const views = fc.record<VolumeView>({
  filters: fc.record({
    status: fc.constantFrom('All', 'Active', 'Warming Up', 'Silent'),
    stars: fc.constantFrom('All', '1', '2', '3', '4', '5'),
    watchlistOnly: fc.boolean(),
  }),
  sort: fc.record({ key: fc.constantFrom(...volumeSortKeys), direction: fc.constantFrom('asc', 'desc') }),
});

describe('the volume view in the URL', () => {
  it('reads back every view it writes, and writes nothing for the defaults', () => {
    fc.assert(
      fc.property(views, (view) => {
        expect(read(query(view))).toEqual(view);
      }),
    );
    expect(writeVolumeView(defaults)).toEqual([]);
    expect(
      query({ ...defaults, filters: { ...defaultVolumeFilters, status: 'Warming Up', watchlistOnly: true } }),
    ).toBe('status=Warming+Up&watchlist=1');
  });

  it('reads unknown values as the defaults', () => {
    expect(read('status=Busy&stars=0&watchlist=yes&sort=price&dir=up')).toEqual(defaults);
  });
});
