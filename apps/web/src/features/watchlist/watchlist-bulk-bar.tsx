import type { WatchlistModulesResponse } from '@app/contracts';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { LabelledSelect, type SelectOption } from '../../components/labelled-select.tsx';
import { moduleOptions } from '../../components/module-options.ts';
import { ConfirmRemoveModal } from './confirm-remove-modal.tsx';
import type { BulkAction } from './use-watchlist-actions.ts';
import type { WatchlistState } from './use-watchlist-state.ts';
import { bulkEnabled } from './watchlist-view.ts';

const STAR_OPTIONS: SelectOption<string>[] = [
  { value: '', label: 'Stars…' },
  ...[5, 4, 3, 2, 1, 0].map((s) => ({ value: String(s), label: `${s} Stars` })),
];

export interface WatchlistBulkBarProps {
  state: WatchlistState;
  modules: WatchlistModulesResponse;
  pending: boolean;
  onRun: (action: BulkAction) => void;
}

/** Module and stars selects and the four bulk buttons, each showing the selection count. */
export function WatchlistBulkBar({ state, modules, pending, onRun }: WatchlistBulkBarProps) {
  const ids = [...state.selected];
  const n = ids.length;
  const can = bulkEnabled(n, state.module, state.stars);
  // Remove Selected asks first: the ids it will remove while the confirmation is open.
  const [removing, setRemoving] = useState<number[] | null>(null);
  return (
    <div
      className="filter-bar d-flex flex-wrap align-items-center gap-2 p-2 mb-3 rounded border border-secondary-subtle bg-body-tertiary"
      data-testid="watchlist-bulk"
    >
      <span className="small text-body-secondary me-1">Bulk:</span>
      <LabelledSelect
        label="Tag module"
        labelStyle="hidden"
        testId="watchlist-bulk-module"
        value={state.module}
        options={[{ value: '', label: 'Module…' }, ...moduleOptions(modules)]}
        onChange={state.setModule}
      />
      <LabelledSelect
        label="Stars to apply"
        labelStyle="hidden"
        testId="watchlist-bulk-stars"
        value={state.stars === null ? '' : String(state.stars)}
        options={STAR_OPTIONS}
        onChange={(v) => state.setStars(v === '' ? null : Number(v))}
      />
      <Button
        size="sm"
        variant="outline-warning"
        disabled={!can.stars || pending}
        onClick={() => state.stars !== null && onRun({ kind: 'stars', ids, stars: state.stars })}
      >
        Apply Stars ({n})
      </Button>
      <Button
        size="sm"
        variant="outline-info"
        disabled={!can.tag || pending}
        onClick={() => onRun({ kind: 'tag', ids, module: state.module })}
      >
        Apply Tag ({n})
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={!can.tag || pending}
        onClick={() => onRun({ kind: 'untag', ids, module: state.module })}
      >
        Remove Tag ({n})
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        className="ms-auto"
        disabled={!can.remove || pending}
        onClick={() => setRemoving(ids)}
      >
        Remove Selected ({n})
      </Button>
      <ConfirmRemoveModal
        count={removing?.length ?? null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRun({ kind: 'delete', ids: removing });
          setRemoving(null);
        }}
      />
    </div>
  );
}
