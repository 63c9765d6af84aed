import type { FvgType, IctBias, IctSetup, PdArray } from '@app/contracts';
import type { SelectOption } from '../../components/labelled-select.tsx';

export type YesNoFilter = 'all' | 'yes' | 'no';
export type FvgFilter = 'all' | Exclude<FvgType, 'None'>;

export interface IctFilters {
  bias: 'all' | IctBias;
  pdArray: 'all' | PdArray;
  ote: YesNoFilter;
  fvg: FvgFilter;
  sweep: YesNoFilter;
  /** The Min Score box as typed; `coerceMinScore` turns it into the number compared. */
  minScore: string;
}

export const defaultIctFilters: IctFilters = {
  bias: 'all',
  pdArray: 'all',
  ote: 'all',
  fvg: 'all',
  sweep: 'all',
  minScore: '0',
};

const all = <T extends string>(values: readonly T[]): SelectOption<'all' | T>[] => [
  { value: 'all', label: 'All' },
  ...values.map((value) => ({ value, label: value })),
];

/** docs/product.md §2 filter options, in order. */
export const biasOptions = all<IctBias>(['Bullish', 'Bearish', 'Neutral']);
export const pdArrayOptions = all<PdArray>(['Premium', 'Discount', 'Equilibrium', 'Unknown']);
export const fvgOptions = all<Exclude<FvgType, 'None'>>(['One Sided FVG', 'Breaker FVG', 'Two Sided FVG']);
export const yesNoOptions: SelectOption<YesNoFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** docs/product.md §5: Min Score is coerced to a number; an empty or unreadable box counts as 0. */
export function coerceMinScore(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

function yesNo(filter: YesNoFilter, value: boolean): boolean {
  return filter === 'all' || (filter === 'yes') === value;
}

/** The setups that pass every filter (all of them at the defaults). */
export function filterSetups(setups: readonly IctSetup[], filters: IctFilters): IctSetup[] {
  const minScore = coerceMinScore(filters.minScore);
  return setups.filter(
    (s) =>
      (filters.bias === 'all' || s.htf_bias === filters.bias) &&
      (filters.pdArray === 'all' || s.htf_pd_array === filters.pdArray) &&
      yesNo(filters.ote, s.ltf_ote) &&
      (filters.fvg === 'all' || s.fvg_type === filters.fvg) &&
      yesNo(filters.sweep, s.liquidity_sweep) &&
      s.score >= minScore,
  );
}
