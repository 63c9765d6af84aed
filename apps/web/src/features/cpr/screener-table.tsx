import type { CprRange } from '@app/contracts';
import { useMemo } from 'react';
import { usePositioningSnapshot } from '../../api/use-positioning-snapshot.ts';
import { DataTable } from '../../components/data-table.tsx';
import { positioningBesideColumns } from '../../components/positioning-columns.tsx';
import { screenerColumnHelp } from './screener-column-help.ts';
import { type RowActions, screenerColumns, screenerRowProps } from './screener-columns.tsx';
import type { ScreenerRow } from './screener-model.ts';
import type { SortKey, SortState } from './screener-sort.ts';

export interface ScreenerTableProps extends RowActions {
  rows: ScreenerRow[];
  selected: ReadonlySet<string>;
  sort: SortState;
  onSort: (key: SortKey) => void;
  onSelectMany: (symbols: string[], on: boolean) => void;
  caption: string;
  /** The timeframe shown (the Width % header's help names it). */
  range: CprRange;
}

const symbolOf = (row: ScreenerRow) => row.symbol;
/** On a phone these follow the symbol (docs/product.md, phone layout). */
const phoneKeyColumns = ['total', 'bias'] as const;
const selectable = (row: ScreenerRow) => !row.watch;

/**
 * One page of screener rows, in the order the screen sorted them; the checkbox and Symbol columns stay
 * put when the table scrolls sideways. A selection or star change re-renders only the rows it touches.
 */
export function ScreenerTable(props: ScreenerTableProps) {
  const { rows, selected, sort, onSort, onSelectMany, caption, onToggle, onAdd, onStars, busy, range } =
    props;
  const { bySymbol } = usePositioningSnapshot();
  const columns = useMemo(() => {
    const own = screenerColumns({
      onToggle,
      onAdd,
      onStars,
      busy,
      onSelectMany,
      help: screenerColumnHelp(range),
    });
    // Funding and OI change before the Stars column (docs/positioning.md: beside every price signal).
    return [...own.slice(0, -1), ...positioningBesideColumns(symbolOf, bySymbol, '7%'), ...own.slice(-1)];
  }, [onToggle, onAdd, onStars, busy, onSelectMany, range, bySymbol]);
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={symbolOf}
      phoneKeyColumns={phoneKeyColumns}
      caption={caption}
      testId="cpr-table"
      className="fixed-cols is-wide"
      sort={sort}
      onSort={onSort}
      stickyColumns={2}
      selected={selected}
      canSelect={selectable}
      rowProps={screenerRowProps}
    />
  );
}
