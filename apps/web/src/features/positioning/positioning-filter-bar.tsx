import { LabelledSelect } from '../../components/labelled-select.tsx';
import { SymbolSearchInput } from '../../components/symbol-search-input.tsx';
import {
  type FundingFilter,
  fundingFilters,
  type OiFilter,
  oiFilters,
  type PositioningFilters,
} from './positioning-model.ts';

export interface PositioningFilterBarProps {
  filters: PositioningFilters;
  setFilter: <K extends keyof PositioningFilters>(key: K, value: PositioningFilters[K]) => void;
  shown: number;
  total: number;
}

/** Search, the funding and OI filters, and how many symbols pass them. */
export function PositioningFilterBar({ filters, setFilter, shown, total }: PositioningFilterBarProps) {
  return (
    <div
      className="filter-bar d-flex flex-wrap align-items-center gap-2 py-2"
      data-testid="positioning-filters"
    >
      <SymbolSearchInput
        value={filters.search}
        onChange={(v) => setFilter('search', v)}
        testId="positioning-search"
      />
      <LabelledSelect
        label="Funding"
        testId="positioning-filter-funding"
        value={filters.funding}
        options={fundingFilters.map((f: FundingFilter) => ({
          value: f,
          label: f === 'Extreme' ? 'Extreme (≥ 30 % a year)' : f,
        }))}
        onChange={(v) => setFilter('funding', v)}
      />
      <LabelledSelect
        label="OI 24h"
        testId="positioning-filter-oi"
        value={filters.oi}
        options={oiFilters.map((f: OiFilter) => ({ value: f, label: f }))}
        onChange={(v) => setFilter('oi', v)}
      />
      <span className="ms-auto small text-body-secondary" data-testid="positioning-count">
        {shown} of {total} symbols
      </span>
    </div>
  );
}
