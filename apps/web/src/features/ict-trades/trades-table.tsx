import type { IctTrade } from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { tradeRowProps, tradesColumns } from './trades-columns.tsx';

const idOf = (trade: IctTrade) => String(trade.id);
/** On a phone these follow the symbol (docs/product.md, phone layout). */
const phoneKeyColumns = ['status', 'bias'] as const;

/** The listed trades, newest first as served; loading and 'No Trades Found' states. */
export function TradesTable({ trades, loading }: { trades: IctTrade[]; loading: boolean }) {
  return (
    <DataTable
      data={trades}
      columns={tradesColumns}
      getRowId={idOf}
      phoneKeyColumns={phoneKeyColumns}
      caption="Generated ICT trades, newest first"
      testId="ict-trades-table"
      rowProps={tradeRowProps}
      loading={loading}
      loadingLabel="Loading trades..."
      empty="No Trades Found"
      emptyTestId="ict-trades-empty"
    />
  );
}
