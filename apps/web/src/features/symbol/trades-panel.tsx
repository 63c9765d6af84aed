import type { OverlayTrade } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { type DataColumn, DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { DASH } from '../../components/format.ts';
import { formatPrice, formatTargetR } from '../../components/price-format.ts';
import { TimeText } from '../../components/time-text.tsx';
import { statusLabel } from '../../components/trade-status.ts';
import { StatusBadge } from '../../components/trade-status-badge.tsx';
import { Empty, Panel, Upsell } from './panel.tsx';

/** Generated (in the chosen zone), Bias, Entry, SL, TP1 / TP2, Status and the R reached. */
const tradeColumns: DataColumn<OverlayTrade>[] = [
  {
    id: 'generated',
    header: 'Generated',
    meta: { className: 'text-nowrap' },
    cell: ({ row }) => <TimeText time={row.original.created_at} layout="monthDay" />,
  },
  { id: 'bias', header: 'Bias', cell: ({ row }) => row.original.bias },
  {
    id: 'entry',
    header: 'Entry',
    // Low and high may stack (as on the trades screen), so more of the row shows in the half-width panel.
    meta: { className: 'num', cellProps: () => ({ className: 'num-wrap' }) },
    cell: ({ row: { original: t } }) => (
      <>
        <span className="text-nowrap">{formatPrice(t.entry_low)} –</span>{' '}
        <span className="text-nowrap">{formatPrice(t.entry_high)}</span>
      </>
    ),
  },
  {
    id: 'sl',
    header: 'SL',
    meta: { className: 'num' },
    cell: ({ row }) => formatPrice(row.original.stop_loss),
  },
  {
    id: 'tp',
    header: 'TP1 / TP2',
    meta: { className: 'num', cellProps: () => ({ className: 'num-wrap' }) },
    cell: ({ row: { original: t } }) => (
      <>
        <span className="text-nowrap">
          {formatPrice(t.take_profit_1)} ({formatTargetR(t.r_tp1)}) /
        </span>{' '}
        <span className="text-nowrap">
          {formatPrice(t.take_profit_2)} ({formatTargetR(t.r_tp2)})
        </span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <StatusBadge status={row.original.status}>{statusLabel(row.original.status)}</StatusBadge>
    ),
  },
  {
    id: 'r',
    header: 'R',
    meta: { className: 'num' },
    cell: ({ row }) => (row.original.r_multiple === null ? DASH : row.original.r_multiple.toFixed(2)),
  },
];

const idOf = (t: OverlayTrade) => String(t.id);
const tradeRowProps = ({ original: t }: Row<OverlayTrade>): RowAttributes => ({
  'data-testid': `symbol-trade-${t.id}`,
});

/** The symbol's trades (newest first): levels, status and the R reached; an upsell below pro. */
export function TradesPanel({ trades, allowed }: { trades: readonly OverlayTrade[]; allowed: boolean }) {
  return (
    <Panel title="Trades" testId="symbol-trades">
      {!allowed && <Upsell part="Generated ICT trades and their outcomes" plan="Pro" />}
      {allowed && trades.length === 0 && <Empty>No trades for this symbol.</Empty>}
      {allowed && trades.length > 0 && (
        // Every trade of the symbol, in a box of its own height so a long history does not stretch the page.
        <div className="symbol-trades-scroll" data-testid="symbol-trades-scroll">
          <DataTable data={trades} columns={tradeColumns} getRowId={idOf} rowProps={tradeRowProps} embedded />
        </div>
      )}
    </Panel>
  );
}
