import type { IctSetup } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { IctDetailRow, ictColumns, ictRowProps } from './ict-columns.tsx';
import type { IctSort, IctSortKey } from './ict-sort.ts';

export interface IctTableProps {
  setups: IctSetup[];
  sort: IctSort;
  onSort: (key: IctSortKey) => void;
  expanded: ReadonlySet<string>;
  onToggle: (symbol: string) => void;
  loading: boolean;
  /** The P(TP1) header tooltip's lines. */
  tp1Hint: readonly string[];
}

const symbolOf = (setup: IctSetup) => setup.symbol;
/** On a phone these follow the symbol (docs/product.md, phone layout). */
const phoneKeyColumns = ['score', 'label'] as const;
const detail = (row: Row<IctSetup>) => <IctDetailRow row={row} />;

/** The setups in the screen's order, each expandable to its score breakdown; loading and empty states. */
export function IctTable({ setups, sort, onSort, expanded, onToggle, loading, tp1Hint }: IctTableProps) {
  const columns = useMemo(() => ictColumns(onToggle, tp1Hint), [onToggle, tp1Hint]);
  const rowProps = useMemo(() => ictRowProps(onToggle), [onToggle]);
  return (
    <DataTable
      data={setups}
      columns={columns}
      getRowId={symbolOf}
      phoneKeyColumns={phoneKeyColumns}
      caption="ICT setups; select a row for its score breakdown"
      testId="ict-table"
      className="ict-table"
      sort={sort}
      onSort={onSort}
      sortTestIdPrefix="ict-sort"
      expanded={expanded}
      rowProps={rowProps}
      renderExpanded={detail}
      loading={loading}
      loadingLabel="Loading ICT setups..."
      empty="No setups found."
      emptyTestId="ict-empty"
    />
  );
}
