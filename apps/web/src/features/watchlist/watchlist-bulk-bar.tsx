import type { WatchlistModulesResponse } from '@app/contracts';
import { Button, Form } from 'react-bootstrap';
import type { BulkAction } from './use-watchlist-actions.ts';
import type { WatchlistState } from './use-watchlist-state.ts';
import { bulkEnabled } from './watchlist-view.ts';

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
  return (
    <div
      className="filter-bar d-flex flex-wrap align-items-center gap-2 p-2 mb-3 rounded border border-secondary-subtle bg-body-tertiary"
      data-testid="watchlist-bulk"
    >
      <span className="small text-body-secondary me-1">Bulk:</span>
      <Form.Select
        size="sm"
        aria-label="Tag module"
        data-testid="watchlist-bulk-module"
        value={state.module}
        onChange={(e) => state.setModule(e.target.value)}
      >
        <option value="">Module…</option>
        {Object.entries(modules).map(([module, tag]) => (
          <option key={module} value={module}>
            {module} ({tag})
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Stars to apply"
        data-testid="watchlist-bulk-stars"
        value={state.stars ?? ''}
        onChange={(e) => state.setStars(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">Stars…</option>
        {[5, 4, 3, 2, 1, 0].map((s) => (
          <option key={s} value={s}>
            {s} Stars
          </option>
        ))}
      </Form.Select>
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
        onClick={() => onRun({ kind: 'delete', ids })}
      >
        Remove Selected ({n})
      </Button>
    </div>
  );
}
