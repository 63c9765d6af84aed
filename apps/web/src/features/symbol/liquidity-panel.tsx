import type { LiquidityRow } from '@app/contracts';
import { Badge } from 'react-bootstrap';
import { formatPrice } from '../../components/price-format.ts';
import { sniperflowDayView } from '../../components/sniperflow-day.ts';
import {
  biasSessions,
  biasVariant,
  levelColumns,
  sessionBiasVariant,
  sweptMarks,
  sweptState,
} from '../../components/sniperflow-model.ts';
import { useMarketStatus } from '../../components/use-market-status.ts';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { Empty, Panel, Upsell } from './panel.tsx';

/**
 * The symbol's liquidity row: each level with its price and swept mark, the bias and reason, session
 * bias; on a fixed data set, which day it describes, as SniperFlow's header says it.
 */
export function LiquidityPanel(props: { row: LiquidityRow | null; allowed: boolean; loading: boolean }) {
  const { row } = props;
  const health = useMarketStatus().data;
  const { zone } = useTimeZone();
  const day = row ? sniperflowDayView([row], health, zone) : null;
  return (
    <Panel title="Liquidity" testId="symbol-liquidity">
      {!props.allowed && <Upsell part="The session liquidity row" plan="Premium" />}
      {props.allowed && !row && (
        <Empty>{props.loading ? 'Loading…' : 'No liquidity row for this symbol.'}</Empty>
      )}
      {props.allowed && row && (
        <>
          {day && (
            <div className="text-body-secondary mb-1" title={day.title} data-testid="symbol-liquidity-day">
              {day.text}
            </div>
          )}
          <div className="d-flex flex-wrap gap-3 mb-1">
            {levelColumns.map((c) => (
              <span key={c.key} data-testid={`symbol-liquidity-${c.key}`}>
                {c.label} {formatPrice(row[c.price] as number | null, row.price)}{' '}
                {sweptMarks[sweptState(row, c)]}
              </span>
            ))}
          </div>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <Badge bg={biasVariant[row.bias]}>{row.bias}</Badge>
            <span className="text-body-secondary">{row.bias_reason}</span>
            {biasSessions.map(({ session, short }) => {
              const label = row.session_bias[session];
              return label ? (
                <Badge key={session} bg={sessionBiasVariant[label]} text={label === 'M' ? 'dark' : undefined}>
                  {short} {label}
                </Badge>
              ) : null;
            })}
          </div>
        </>
      )}
    </Panel>
  );
}
