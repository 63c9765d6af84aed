import type { IctTrade } from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { tradeRowProps, tradesColumns } from './trades-columns.tsx';

const idOf = (trade: IctTrade) => String(trade.id);

/** The listed trades, newest first as served; loading and 'No Trades Found' states, with the reason. */
export function TradesTable({
  trades,
  loading,
  emptyReason,
}: {
  trades: IctTrade[];
  loading: boolean;
  emptyReason: string | null;
}) {
  return (
    <DataTable
      data={trades}
      columns={tradesColumns}
      getRowId={idOf}
      caption="Generated ICT trades, newest first"
      testId="ict-trades-table"
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
