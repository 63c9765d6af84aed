import {
  biasOptions,
  defaultIctFilters,
  fvgOptions,
  type IctFilters,
  pdArrayOptions,
  yesNoOptions,
} from './ict-filters.ts';
import { defaultIctSort, type IctSort, ictSortKeys } from './ict-sort.ts';

/**
 * The ICT screener's view in the URL (docs/product.md §2 "Screener state"): its six filters and the
 * sort. Only what differs from the defaults is written; a value the screen does not know is read as
 * its default (Min Score is kept as typed, up to 8 characters, and coerced where it is compared).
 */
export interface IctView {
  filters: IctFilters;
  sort: IctSort;
}

export const ictViewKeys = ['bias', 'pd', 'ote', 'fvg', 'sweep', 'min', 'sort', 'dir'] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const values = <T extends string>(options: readonly { value: T }[]) => options.map((o) => o.value);

/** The view a query string describes; missing or unknown values are the defaults. */
export function readIctView(params: URLSearchParams): IctView {
  const d = defaultIctFilters;
  return {
    filters: {
      bias: oneOf(params.get('bias'), values(biasOptions), d.bias),
      pdArray: oneOf(params.get('pd'), values(pdArrayOptions), d.pdArray),
      ote: oneOf(params.get('ote'), values(yesNoOptions), d.ote),
      fvg: oneOf(params.get('fvg'), values(fvgOptions), d.fvg),
      sweep: oneOf(params.get('sweep'), values(yesNoOptions), d.sweep),
      minScore: (params.get('min') ?? d.minScore).slice(0, 8),
    },
    sort: {
      key: oneOf(params.get('sort'), ictSortKeys, defaultIctSort.key),
      direction: oneOf(params.get('dir'), ['asc', 'desc'] as const, defaultIctSort.direction),
    },
  };
}

/** The query entries of a view: only what differs from the defaults (the default view is empty). */
export function writeIctView(view: IctView): [string, string][] {
  const d = defaultIctFilters;
  const f = view.filters;
  const sortDiffers =
    view.sort.key !== defaultIctSort.key || view.sort.direction !== defaultIctSort.direction;
  const entries: [string, string | null][] = [
    ['bias', f.bias === d.bias ? null : f.bias],
    ['pd', f.pdArray === d.pdArray ? null : f.pdArray],
    ['ote', f.ote === d.ote ? null : f.ote],
    ['fvg', f.fvg === d.fvg ? null : f.fvg],
    ['sweep', f.sweep === d.sweep ? null : f.sweep],
    ['min', f.minScore === d.minScore ? null : f.minScore],
    ['sort', sortDiffers ? view.sort.key : null],
    ['dir', sortDiffers ? view.sort.direction : null],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== null);
}
