import type { IctTrade } from '@app/contracts';
import { Table } from 'react-bootstrap';
import { TradeRow } from './trade-row.tsx';

const COLUMNS = [
  'Symbol',
  'Bias',
  'Entry Zone',
  'SL',
  'TP1',
  'TP2',
  'Current',
  'Reasons',
  'Generated',
  'Status',
];
const NUMERIC = new Set(['Entry Zone', 'SL', 'TP1', 'TP2', 'Current']);

/** Spec section 2 columns, plus Status; newest trade first, as served. */
export function TradesTable({ trades }: { trades: IctTrade[] }) {
  return (
    <div className="table-scroll">
      <Table hover size="sm" className="data-table align-middle" data-testid="ict-trades-table">
        <caption className="visually-hidden">Generated ICT trades, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? 'num' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => (
            <TradeRow key={trade.id} trade={trade} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
