import type { IctTrade } from '@app/contracts';
import { memo } from 'react';
import { Badge } from 'react-bootstrap';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { formatPrice, formatR, formatShortTime, formatZone } from '../ict/ict-format.ts';
import { biasTone } from '../ict/ict-labels.ts';
import { StatusBadge } from './status-badge.tsx';
import { inEntryZone, statusLabel, tradeSteps } from './trades-model.ts';

/** One generated trade; highlighted while the current price is inside its entry zone. */
export const TradeRow = memo(function TradeRow({ trade }: { trade: IctTrade }) {
  const inZone = inEntryZone(trade);
  // Every price of the row in the decimals of its entry zone.
  const ref = trade.entry_high;
  const steps = tradeSteps(trade)
    .map(([step, time]) => `${step} ${formatShortTime(time)}`)
    .join(' · ');
  return (
    <tr
      className={inZone ? 'row-in-zone' : undefined}
      data-testid={`ict-trade-row-${trade.id}`}
      data-symbol={trade.symbol}
      data-bias={trade.bias}
      data-status={trade.status}
      data-in-zone={inZone}
    >
      <td className="symbol">
        <SymbolLink symbol={trade.symbol} />
      </td>
      <td className={`text-${biasTone(trade.bias)}`}>{trade.bias}</td>
      <td className="num">{formatZone(trade.entry_low, trade.entry_high, ref)}</td>
      <td className="num">{formatPrice(trade.stop_loss, ref)}</td>
      <td className="num">{formatPrice(trade.take_profit_1, ref)}</td>
      <td className="num">{formatPrice(trade.take_profit_2, ref)}</td>
      <td className={`num${inZone ? ' text-info fw-semibold' : ''}`}>
        {formatPrice(trade.current_price, ref)}
      </td>
      <td>
        <div className="ict-reasons d-flex flex-wrap gap-1">
          {trade.reasons.map((reason) => (
            <Badge key={reason} bg="secondary" className="bg-opacity-50">
              {reason}
            </Badge>
          ))}
        </div>
      </td>
      <td className="text-nowrap" title={trade.created_at}>
        {formatShortTime(trade.created_at)}
      </td>
      <td className="text-nowrap" title={steps}>
        <StatusBadge status={trade.status} testId="ict-trade-status">
          {statusLabel(trade.status)}
        </StatusBadge>
        {trade.r_multiple !== null && <span className="small ms-1 num">{formatR(trade.r_multiple)}</span>}
      </td>
    </tr>
  );
});
