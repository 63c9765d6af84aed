import type { IctTrade } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { Badge } from 'react-bootstrap';
import type { DataColumn, RowAttributes } from '../../components/data-table.tsx';
import { biasTone } from '../../components/ict-labels.ts';
import {
  formatPrice,
  formatR,
  formatTargetR,
  formatZone,
  TARGET_R_HINT,
} from '../../components/price-format.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { tp1Column } from '../../components/tp1-column.tsx';
import { statusLabel } from '../../components/trade-status.ts';
import { StatusBadge } from '../../components/trade-status-badge.tsx';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatFullTime, formatShortTime } from '../../lib/time-format.ts';
import { timeZoneStore } from '../../lib/time-zone-store.ts';
import { HONEST_R_RULE, inEntryZone, tradeSteps } from './trades-model.ts';

/** '31 Aug, 23:00 UTC' that may break after the date only, so the clock stays with its zone. */
function GeneratedTime({ time }: { time: string }) {
  const { zone } = useTimeZone();
  const [day, clock] = formatShortTime(time, zone).split(', ');
  if (!clock) return <>{day}</>;
  return (
    <>
      <span className="text-nowrap">{day},</span> <span className="text-nowrap">{clock}</span>
    </>
  );
}

/** A price column, in the decimals of the trade's entry zone (every price of a row shares them). */
function priceColumn(
  id: string,
  header: string,
  price: (trade: IctTrade) => number | null,
): DataColumn<IctTrade> {
  return {
    id,
    header,
    meta: { className: 'num' },
    cell: ({ row: { original: trade } }) => formatPrice(price(trade), trade.entry_high),
  };
}

/** A target column: its price, and under it its R from the entry (docs/analytics.md §3.9). */
function targetColumn(
  id: string,
  header: string,
  price: (t: IctTrade) => number,
  r: (t: IctTrade) => number,
) {
  return {
    ...priceColumn(id, header, price),
    cell: ({ row: { original: trade } }) => (
      <>
        {formatPrice(price(trade), trade.entry_high)}
        <div className="small text-body-secondary" title={TARGET_R_HINT} data-testid={`ict-trade-r-${id}`}>
          {formatTargetR(r(trade))}
        </div>
      </>
    ),
  } satisfies DataColumn<IctTrade>;
}

/**
 * docs/product.md §2 columns, plus P(TP1) after Current (its header tooltip: `tp1Hint`) and Status
 * (with the honest R once known); Generated and P(TP1) sort.
 */
export const tradesColumns = (tp1Hint: readonly string[]): DataColumn<IctTrade>[] => [
  {
    id: 'symbol',
    header: 'Symbol',
    meta: { cellProps: () => ({ className: 'symbol' }) },
    cell: ({ row }) => <SymbolLink symbol={row.original.symbol} />,
  },
  {
    id: 'bias',
    header: 'Bias',
    meta: { cellProps: (trade) => ({ className: `text-${biasTone(trade.bias)}` }) },
    cell: ({ row }) => row.original.bias,
  },
  {
    id: 'entry',
    header: 'Entry Zone',
    // The zone may break after its dash: the table then fits 1366 px (docs/product.md §2, issue 20).
    meta: { className: 'num', cellProps: () => ({ className: 'num-wrap' }) },
    cell: ({ row: { original: trade } }) => {
      const [low, high] = formatZone(trade.entry_low, trade.entry_high, trade.entry_high).split(' – ');
      return (
        <>
          <span className="text-nowrap">{low} –</span> <span className="text-nowrap">{high}</span>
        </>
      );
    },
  },
  priceColumn('sl', 'SL', (trade) => trade.stop_loss),
  targetColumn(
    'tp1',
    'TP1',
    (trade) => trade.take_profit_1,
    (trade) => trade.r_tp1,
  ),
  targetColumn(
    'tp2',
    'TP2',
    (trade) => trade.take_profit_2,
    (trade) => trade.r_tp2,
  ),
  {
    ...priceColumn('current', 'Current', (trade) => trade.current_price),
    meta: {
      className: 'num',
      cellProps: (trade) => (inEntryZone(trade) ? { className: 'text-info fw-semibold' } : {}),
    },
  },
  // After the levels, where a trader reads the plan, rather than past Status off the right edge.
  tp1Column<IctTrade>(tp1Hint),
  {
    id: 'reasons',
    header: 'Reasons',
    cell: ({ row }) => (
      <div className="ict-reasons d-flex flex-wrap gap-1">
        {row.original.reasons.map((reason) => (
          <Badge key={reason} bg="secondary" className="bg-opacity-50">
            {reason}
          </Badge>
        ))}
      </div>
    ),
  },
  {
    id: 'generated',
    header: 'Generated',
    accessorFn: (trade) => trade.created_at,
    meta: {
      cellProps: (trade) => ({
        title: formatFullTime(trade.created_at, timeZoneStore.zone()),
        'data-testid': 'ict-trade-generated',
      }),
    },
    cell: ({ row }) => <GeneratedTime time={row.original.created_at} />,
  },
  {
    id: 'status',
    header: 'Status',
    meta: {
      cellProps: (trade) => ({
        className: 'text-nowrap',
        title: tradeSteps(trade)
          .map(([step, time]) => `${step} ${formatShortTime(time, timeZoneStore.zone())}`)
          .join(' · '),
      }),
    },
    cell: ({ row: { original: trade } }) => (
      <>
        <StatusBadge status={trade.status} testId="ict-trade-status">
          {statusLabel(trade.status)}
        </StatusBadge>
        {trade.honest_r !== null && (
          <span className="small ms-1 num" title={HONEST_R_RULE} data-testid="ict-trade-honest-r">
            {formatR(trade.honest_r)}
          </span>
        )}
      </>
    ),
  },
];

/** A trade's row, highlighted while the current price is inside its entry zone. */
export function tradeRowProps({ original: trade }: Row<IctTrade>): RowAttributes {
  const inZone = inEntryZone(trade);
  return {
    className: inZone ? 'row-in-zone' : undefined,
    'data-testid': `ict-trade-row-${trade.id}`,
    'data-symbol': trade.symbol,
    'data-bias': trade.bias,
    'data-status': trade.status,
    'data-in-zone': inZone,
  };
}
