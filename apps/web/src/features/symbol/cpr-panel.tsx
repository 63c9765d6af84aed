import type { CprInsight, CprRow } from '@app/contracts';
import { Badge, Table } from 'react-bootstrap';
import { CheckLg, XLg } from 'react-bootstrap-icons';
import { DASH, formatWidthPct } from '../../components/format.ts';
import { formatPrice } from '../../components/price-format.ts';
import { Empty, Panel } from './panel.tsx';

const ranges = [
  ['daily', 'Daily', 'daily_position'],
  ['weekly', 'Weekly', 'weekly_position'],
  ['monthly', 'Monthly', 'monthly_position'],
] as const;

/** The symbol's CPR rows (daily, weekly, monthly: levels, width, subcategory, position) and its insight. */
export function CprPanel(props: {
  rows: Record<'daily' | 'weekly' | 'monthly', CprRow | null>;
  insight: CprInsight | null;
  loading: boolean;
}) {
  const { rows, insight } = props;
  const any = rows.daily ?? rows.weekly ?? rows.monthly;
  const probability = insight?.trend_probability;
  return (
    <Panel title="CPR" testId="symbol-cpr">
      {!any && <Empty>{props.loading ? 'Loading…' : 'No CPR data for this symbol.'}</Empty>}
      {any && (
        <>
          <Table size="sm" responsive className="mb-2" data-testid="symbol-cpr-rows">
            <thead>
              <tr>
                <th />
                <th className="num">Top</th>
                <th className="num">Pivot</th>
                <th className="num">Bottom</th>
                <th className="num">Width %</th>
                <th>Pos</th>
              </tr>
            </thead>
            <tbody>
              {ranges.map(([key, title, position]) => {
                const row = rows[key];
                return (
                  <tr key={key} data-testid={`symbol-cpr-${key}`}>
                    <th scope="row" title={row ? `${row[`${key}_subcategory`] ?? ''}` : undefined}>
                      {title}
                    </th>
                    <td className="num">{row ? formatPrice(row.top) : DASH}</td>
                    <td className="num">{row ? formatPrice(row.pivot) : DASH}</td>
                    <td className="num">{row ? formatPrice(row.bottom) : DASH}</td>
                    <td className="num">{row ? formatWidthPct(row.width_pct) : DASH}</td>
                    <td>{insight?.[position] ?? DASH}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <span>
              Virgin:{' '}
              {any.is_virgin_cpr ? (
                <CheckLg className="text-success" aria-label="yes" />
              ) : (
                <XLg className="text-body-secondary" aria-label="no" />
              )}
            </span>
            <span>
              Bias: <Badge bg="secondary">{insight?.daily_bias ?? DASH}</Badge>
            </span>
            <span data-testid="symbol-trend-probability">
              Trend day:{' '}
              {probability === null || probability === undefined
                ? DASH
                : `${Math.round(probability * 100)} %`}
              {insight?.trend_served === 'base_rate' && (
                <span className="text-body-secondary"> (base rate)</span>
              )}
            </span>
          </div>
        </>
      )}
    </Panel>
  );
}
