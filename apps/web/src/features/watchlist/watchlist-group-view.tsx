import type { WatchlistItem } from '@app/contracts';
import { useMemo } from 'react';
import { Card, Form } from 'react-bootstrap';
import { DataTable } from '../../components/data-table.tsx';
import { coverage } from '../../components/selection.ts';
import { type WatchlistRowActions, watchlistColumns, watchlistRowProps } from './watchlist-columns.tsx';
import type { ItemGroup } from './watchlist-view.ts';

/** On a phone the price, its change and the signals follow the symbol (docs/product.md, phone layout). */
const phoneKeyColumns = ['price', 'change', 'signals'] as const;

export interface WatchlistGroupViewProps extends WatchlistRowActions {
  group: ItemGroup;
  open: boolean;
  selected: ReadonlySet<number>;
  onToggleOpen: (key: string) => void;
  onSelectMany: (ids: number[], on: boolean) => void;
}

const idOf = (item: WatchlistItem) => String(item.id);

/** A collapsible group with a select-all checkbox for its items. */
export function WatchlistGroupView(props: WatchlistGroupViewProps) {
  const {
    group,
    open,
    selected,
    onToggleOpen,
    onSelectMany,
    modules,
    onSelect,
    onStars,
    onToggleTag,
    signals,
  } = props;
  const columns = useMemo(
    () => watchlistColumns({ modules, onSelect, onStars, onToggleTag, signals }),
    [modules, onSelect, onStars, onToggleTag, signals],
  );
  const selectedIds = useMemo(() => new Set([...selected].map(String)), [selected]);
  const ids = group.items.map((item) => item.id);
  const state = coverage(selected, ids);
  const bodyId = `watchlist-group-body-${group.key}`;
  return (
    <Card className="mb-2 border-secondary-subtle" data-testid={`watchlist-group-${group.key}`}>
      <Card.Header className="d-flex align-items-center gap-2 py-1 px-2">
        <Form.Check
          aria-label={`Select all in ${group.title}`}
          checked={state === 'all'}
          ref={(el: HTMLInputElement | null) => {
            if (el) el.indeterminate = state === 'some';
          }}
          onChange={() => onSelectMany(ids, state !== 'all')}
        />
        <button
          type="button"
          className="btn btn-link btn-sm text-reset text-decoration-none fw-semibold flex-grow-1 text-start"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onToggleOpen(group.key)}
        >
          {group.title}
          <span aria-hidden="true" className="float-end text-body-secondary">
            {open ? '▾' : '▸'}
          </span>
        </button>
      </Card.Header>
      {open && (
        <div id={bodyId}>
          <DataTable
            data={group.items}
            columns={columns}
            getRowId={idOf}
            caption={group.title}
            className="fixed-cols is-wide"
            stickyColumns={2}
            phoneKeyColumns={phoneKeyColumns}
            selected={selectedIds}
            rowProps={watchlistRowProps}
            embedded
          />
        </div>
      )}
    </Card>
  );
}
