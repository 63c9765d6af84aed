import { Form } from 'react-bootstrap';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { starsOptions, statusOptions, type VolumeFilters } from './volume-filters.ts';
import { VOLUME_ROWS_OPTIONS } from './volume-settings.ts';

export interface VolumeFilterBarProps {
  filters: VolumeFilters;
  setFilter: <K extends keyof VolumeFilters>(key: K, value: VolumeFilters[K]) => void;
  rowsPerPage: number;
  onRowsPerPage: (rows: number) => void;
  shown: number;
  total: number;
}

/** docs/product.md §2: Status, Stars, Watchlist Only and Rows, and how many symbols pass the filters. */
export function VolumeFilterBar({
  filters,
  setFilter,
  rowsPerPage,
  onRowsPerPage,
  shown,
  total,
}: VolumeFilterBarProps) {
  return (
    <div className="filter-bar d-flex flex-wrap align-items-center gap-2 py-2" data-testid="volume-filters">
      <LabelledSelect
        label="Status"
        testId="volume-filter-status"
        value={filters.status}
        options={statusOptions.map((s) => ({ value: s, label: s }))}
        onChange={(v) => setFilter('status', v)}
      />
      <LabelledSelect
        label="Stars"
        testId="volume-filter-stars"
        value={filters.stars}
        options={starsOptions.map((s) => ({
          value: s,
          label: s === 'All' ? 'All' : `${'★'.repeat(Number(s))} ${s}`,
        }))}
        onChange={(v) => setFilter('stars', v)}
      />
      <Form.Check
        type="switch"
        id="volume-watchlist-only"
        data-testid="volume-watchlist-only"
        label="Watchlist Only"
        className="mx-2"
        checked={filters.watchlistOnly}
        onChange={(e) => setFilter('watchlistOnly', e.target.checked)}
      />
      <LabelledSelect
        label="Rows"
        testId="volume-rows"
        value={String(rowsPerPage)}
        options={VOLUME_ROWS_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => onRowsPerPage(Number(v))}
      />
      <span className="ms-auto small text-body-secondary" data-testid="volume-count">
        {shown} of {total} symbols
      </span>
    </div>
  );
}
