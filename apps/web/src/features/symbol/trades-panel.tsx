import type { OverlayTrade } from '@app/contracts';
import { Table } from 'react-bootstrap';
import { DASH } from '../../components/format.ts';
import { formatPrice } from '../ict/ict-format.ts';
import { StatusBadge } from '../ict-trades/status-badge.tsx';
import { statusLabel } from '../ict-trades/trades-model.ts';
import { Empty, Panel, Upsell } from './panel.tsx';

const when = (ms: number) => new Date(ms).toISOString().slice(5, 16).replace('T', ' ');

/** The symbol's trades (newest first): levels, status and the R reached; an upsell below pro. */
export function TradesPanel({ trades, allowed }: { trades: readonly OverlayTrade[]; allowed: boolean }) {
  return (
    <Panel title="Trades" testId="symbol-trades">
      {!allowed && <Upsell part="Generated ICT trades and their outcomes" plan="Pro" />}
      {allowed && trades.length === 0 && <Empty>No trades for this symbol.</Empty>}
      {allowed && trades.length > 0 && (
        <Table size="sm" className="mb-0">
          <thead>
            <tr>
              <th>Generated</th>
              <th>Bias</th>
              <th className="num">Entry</th>
              <th className="num">SL</th>
              <th className="num">TP1 / TP2</th>
              <th>Status</th>
              <th className="num">R</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((t) => (
              <tr key={t.id} data-testid={`symbol-trade-${t.id}`}>
                <td>{when(t.created_at)}</td>
                <td>{t.bias}</td>
                <td className="num">
                  {formatPrice(t.entry_low)} – {formatPrice(t.entry_high)}
                </td>
                <td className="num">{formatPrice(t.stop_loss)}</td>
                <td className="num">
                  {formatPrice(t.take_profit_1)} / {formatPrice(t.take_profit_2)}
                </td>
                <td>
                  <StatusBadge status={t.status}>{statusLabel(t.status)}</StatusBadge>
                </td>
                <td className="num">{t.r_multiple === null ? DASH : t.r_multiple.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
