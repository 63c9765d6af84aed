import { Card, Form, Table } from 'react-bootstrap';
import { coverage } from '../../components/selection.ts';
import { WatchlistRow, type WatchlistRowActions } from './watchlist-row.tsx';
import type { ItemGroup } from './watchlist-view.ts';

export interface WatchlistGroupViewProps extends WatchlistRowActions {
  group: ItemGroup;
  open: boolean;
  selected: ReadonlySet<number>;
  onToggleOpen: (key: string) => void;
  onSelectMany: (ids: number[], on: boolean) => void;
}

/** Checkbox, Symbol, Stars, Tags, Category, Market Cap, Tag Module. */
const COLUMN_WIDTHS = ['2.25rem', '15%', '9.5rem', '24%', '10%', '16%', '12rem'];

/** A collapsible group with a select-all checkbox for its items. */
export function WatchlistGroupView(props: WatchlistGroupViewProps) {
  const { group, open, selected, onToggleOpen, onSelectMany, ...row } = props;
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
        <div id={bodyId} className="table-scroll border-0 rounded-0">
          <Table hover size="sm" className="data-table fixed-cols align-middle">
            <caption className="visually-hidden">{group.title}</caption>
            <colgroup>
              {COLUMN_WIDTHS.map((width, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <col key={i} style={{ width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">Symbol</th>
                <th scope="col">Stars</th>
                <th scope="col">Tags</th>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Market Cap
                </th>
                <th scope="col">Tag Module</th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <WatchlistRow key={item.id} item={item} selected={selected.has(item.id)} {...row} />
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </Card>
  );
}
