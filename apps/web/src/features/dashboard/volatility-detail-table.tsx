import type { CprPosition } from '@app/contracts';
import { biasBadgeColour } from '@app/core';
import { Badge, Card, Table } from 'react-bootstrap';
import { DASH, formatScore } from '../../components/format.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { scoreOf, type VolatilityGroup } from './volatility-groups.ts';

function Position({ value }: { value: CprPosition | null }) {
  if (!value) return <span>{DASH}</span>;
  const tone = value === 'Above' ? 'text-success' : value === 'Below' ? 'text-danger' : 'text-warning';
  return (
    <abbr className={`${tone} text-decoration-none`} title={value}>
      {value[0]}
    </abbr>
  );
}

/** The detail table of an open card: Symbol, Pos (D/W/M), Bias, Score (of the group's timeframe), Cap. */
export function VolatilityDetailTable({ group }: { group: VolatilityGroup }) {
  return (
    <Card
      className="mt-2 border-secondary-subtle"
      id={`vol-detail-${group.key}`}
      data-testid={`vol-detail-${group.key}`}
    >
      <Card.Header className="py-1 px-2 small d-flex justify-content-between">
        <span className="fw-semibold">{group.title}</span>
        <span className="text-body-secondary">{group.records.length} symbols</span>
      </Card.Header>
      <div className="table-scroll border-0 rounded-0" style={{ maxHeight: 360 }}>
        <Table hover size="sm" className="data-table align-middle">
          <caption className="visually-hidden">{group.title}</caption>
          <thead>
            <tr>
              <th scope="col">Symbol</th>
              <th scope="col" className="text-center">
                Pos (D/W/M)
              </th>
              <th scope="col">Bias</th>
              <th scope="col" className="num">
                Score
              </th>
              <th scope="col">Cap</th>
            </tr>
          </thead>
          <tbody>
            {group.records.map((r) => (
              <tr key={r.symbol} data-testid={`vol-row-${group.key}-${r.symbol}`}>
                <td className="symbol">
                  <SymbolLink symbol={r.symbol} />
                </td>
                <td className="text-center font-monospace">
                  <Position value={r.daily_position} />/<Position value={r.weekly_position} />/
                  <Position value={r.monthly_position} />
                </td>
                <td>
                  <Badge bg={biasBadgeColour(r.daily_bias)}>{r.daily_bias}</Badge>
                </td>
                <td className="num">{formatScore(scoreOf(r, group.timeframe))}</td>
                <td>{r.cap_category}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </Card>
  );
}
