import type { LiquidityRow } from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { sniperflowColumns, sniperflowRowProps } from './sniperflow-columns.tsx';
import type { SniperflowSort, SniperflowSortKey } from './sniperflow-sort.ts';

export interface SniperflowTableProps {
  rows: readonly LiquidityRow[];
  sort: SniperflowSort;
  onSort: (key: SniperflowSortKey) => void;
  loading: boolean;
  /** The empty state's text (no data yet, or no symbol matching the search). */
  empty: string;
}

const symbolOf = (row: LiquidityRow) => row.symbol;
/** On a phone these follow the symbol (docs/product.md, phone layout). */
const phoneKeyColumns = ['session-bias', 'bias'] as const;

/** Session liquidity of every symbol in the screen's order; Symbol and Bias sort from their headers. */
export function SniperflowTable({ rows, sort, onSort, loading, empty }: SniperflowTableProps) {
  return (
    <DataTable
      data={rows}
      columns={sniperflowColumns}
      getRowId={symbolOf}
      phoneKeyColumns={phoneKeyColumns}
      caption="Session liquidity of every symbol today"
      testId="sniperflow-table"
      className="sniperflow-table"
      sort={sort}
      onSort={onSort}
      sortTestIdPrefix="sniperflow-sort"
      rowProps={sniperflowRowProps}
      loading={loading}
      loadingLabel="Loading SniperFlow data..."
      empty={empty}
      emptyTestId="sniperflow-empty"
    />
  );
}
