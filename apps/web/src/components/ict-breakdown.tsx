import type { IctSetup } from '@app/contracts';
import { Badge, Col, Row, Table } from 'react-bootstrap';
import { formatShortTime } from '../lib/time-format.ts';
import { DASH, formatScore } from './format.ts';
import { breakdownView } from './ict-breakdown-model.ts';
import { formatPrice, formatZone } from './price-format.ts';
import { useTimeZone } from './use-time-zone.ts';

function Level({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="ict-level" data-testid={testId}>
      <div className="ict-level-title">{title}</div>
      <div>{children}</div>
    </div>
  );
}

function Inside({ inside }: { inside: boolean | null }) {
  if (inside === null) return null;
  return inside ? (
    <Badge bg="info" className="ms-2">
      price inside
    </Badge>
  ) : (
    <Badge bg="secondary" className="ms-2">
      price outside
    </Badge>
  );
}

const none = <span className="text-body-secondary">None found</span>;

/** The expanded row of a setup: each reason with its points and the total, and the levels behind them. */
export function IctBreakdown({ setup }: { setup: IctSetup }) {
  const view = breakdownView(setup);
  const { zone: timeZone } = useTimeZone();
  const { dealingRange: range, ote, leg, zone, sweep, reference: ref } = view;
  return (
    <Row className="g-3 py-2 px-1" data-testid={`ict-breakdown-${setup.symbol}`}>
      <Col md={4}>
        <div className="ict-level-title">Score breakdown</div>
        <Table size="sm" className="ict-points mb-0" data-testid="ict-breakdown-points">
          <tbody>
            {view.points.length === 0 && (
              <tr>
                <td className="text-body-secondary">No scoring reasons</td>
                <td />
              </tr>
            )}
            {view.points.map((p) => (
              <tr key={p.reason}>
                <td>{p.reason}</td>
                <td className="num">+{formatScore(p.points)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num fw-semibold" data-testid="ict-breakdown-total">
                {formatScore(view.total)}
              </td>
            </tr>
          </tfoot>
        </Table>
      </Col>
      <Col md={8}>
        <div className="ict-levels">
          <Level title="Price" testId="ict-level-price">
            <span className="num">{formatPrice(view.price, ref)}</span>
            <span className="text-body-secondary ms-2">as of {formatShortTime(setup.as_of, timeZone)}</span>
            {view.atr !== null && (
              <span className="text-body-secondary ms-2">· ATR(14, 5m) {formatPrice(view.atr, ref)}</span>
            )}
          </Level>
          <Level title="Dealing range (4h)" testId="ict-level-range">
            {range ? (
              <>
                <span className="num">{formatZone(range.low, range.high, ref)}</span>
                <span className="ms-2">
                  price at{' '}
                  <strong data-testid="ict-range-position">
                    {range.percent === null ? DASH : `${Math.round(range.percent)}%`}
                  </strong>{' '}
                  ({setup.htf_pd_array})
                </span>
                {range.gauge !== null && (
                  <div className="ict-gauge" aria-hidden="true">
                    <div className="ict-gauge-mid" />
                    <div className="ict-gauge-mark" style={{ left: `${range.gauge}%` }} />
                  </div>
                )}
              </>
            ) : (
              none
            )}
          </Level>
          <Level title="OTE zone (5m)" testId="ict-level-ote">
            {ote ? (
              <>
                <span className="num">{formatZone(ote.low, ote.high, ref)}</span>
                <Inside inside={ote.inside} />
              </>
            ) : (
              none
            )}
            {leg && (
              <div className="small text-body-secondary" data-testid="ict-level-leg">
                {leg.direction} leg {formatPrice(leg.from_price, ref)} (
                {formatShortTime(leg.from_time, timeZone)}) → {formatPrice(leg.to_price, ref)} (
                {formatShortTime(leg.to_time, timeZone)})
              </div>
            )}
          </Level>
          <Level title={zone ? zone.name : 'FVG / breaker zone'} testId="ict-level-zone">
            {zone ? (
              <>
                <span className="num">{formatZone(zone.low, zone.high, ref)}</span>
                <Inside inside={zone.inside} />
                <div className="small text-body-secondary">since {formatShortTime(zone.start, timeZone)}</div>
              </>
            ) : (
              none
            )}
          </Level>
          <Level title="Liquidity sweep" testId="ict-level-sweep">
            {sweep ? (
              <>
                {sweep.level} <span className="num">{formatPrice(sweep.price, ref)}</span>
                <div className="small text-body-secondary">
                  swept {formatShortTime(sweep.swept_at, timeZone)}, reclaimed{' '}
                  {formatShortTime(sweep.reclaimed_at, timeZone)}
                </div>
              </>
            ) : (
              none
            )}
          </Level>
        </div>
      </Col>
    </Row>
  );
}
