import type { IctTrade } from '@app/contracts';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { tradeRowProps, tradesColumns } from './trades-columns.tsx';
import type { TradesSort, TradesSortKey } from './trades-sort.ts';

const idOf = (trade: IctTrade) => String(trade.id);
/** On a phone these follow the symbol (docs/product.md, phone layout). */
const phoneKeyColumns = ['status', 'bias'] as const;

/** The listed trades in the screen's order (newest first unless sorted); loading and 'No Trades Found' states, with the reason. */
export function TradesTable({
  trades,
  loading,
  emptyReason,
  sort,
  onSort,
  tp1Hint,
}: {
  trades: IctTrade[];
  loading: boolean;
  emptyReason: string | null;
  sort: TradesSort;
  onSort: (key: TradesSortKey) => void;
  tp1Hint: readonly string[];
}) {
  const columns = useMemo(() => tradesColumns(tp1Hint), [tp1Hint]);
  return (
    <DataTable
      data={trades}
      columns={columns}
      getRowId={idOf}
      phoneKeyColumns={phoneKeyColumns}
      caption="Generated ICT trades, newest first unless sorted otherwise"
      testId="ict-trades-table"
      className="ict-trades-table"
      sort={sort}
      onSort={onSort}
      sortTestIdPrefix="ict-trades-sort"
      rowProps={tradeRowProps}
      loading={loading}
      loadingLabel="Loading trades..."
      empty={
        <>
          No Trades Found
          {emptyReason && (
            <div className="small mt-1" data-testid="ict-trades-empty-reason">
              {emptyReason}
            </div>
          )}
        </>
      }
      emptyTestId="ict-trades-empty"
    />
  );
}
