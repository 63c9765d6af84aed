import type { LiquidityRow } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { Badge, OverlayTrigger, Tooltip } from 'react-bootstrap';
import type { CellAttributes, DataColumn, RowAttributes } from '../../components/data-table.tsx';
import { DASH } from '../../components/format.ts';
import { formatPrice } from '../../components/price-format.ts';
import {
  biasSessions,
  biasVariant,
  eventsIn,
  formatHitMoment,
  formatHitTime,
  hitColumns,
  type LevelColumn,
  levelColumns,
  sessionBiasVariant,
  sweptMarks,
  sweptState,
} from '../../components/sniperflow-model.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { timeZoneStore } from '../../lib/time-zone-store.ts';
import { sniperflowColumnHelp } from './sniperflow-column-help.ts';

const markClass = { swept: 'text-success', intact: 'text-danger', unset: 'text-body-secondary' } as const;

function levelText(row: LiquidityRow, column: LevelColumn): string {
  const state = sweptState(row, column);
  if (state === 'unset') return `${column.label}: not set yet`;
  const price = formatPrice(row[column.price], row.price);
  const hitAt = row[column.hitAt];
  return `${column.label} ${price}: ${state === 'swept' ? `swept at ${formatHitTime(hitAt ?? '', timeZoneStore.zone())}` : 'not swept'}`;
}

/** A level's mark: ✓ swept, ✗ not swept, a dash while the level is not set yet. */
function levelColumn(column: LevelColumn): DataColumn<LiquidityRow> {
  return {
    id: column.key,
    header: column.label,
    meta: {
      help: sniperflowColumnHelp[column.key],
      className: 'text-center',
      cellProps: (row): CellAttributes => ({
        'data-testid': `sniperflow-${column.key}`,
        'data-state': sweptState(row, column),
        title: levelText(row, column),
      }),
    },
    cell: ({ row: { original: row } }) => {
      const state = sweptState(row, column);
      return (
        <span className={markClass[state]} role="img" aria-label={levelText(row, column)}>
          {sweptMarks[state]}
        </span>
      );
    },
  };
}

function BiasBadge({ row }: { row: LiquidityRow }) {
  const id = `sniperflow-reason-${row.symbol}`;
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id={id}>{row.bias_reason}</Tooltip>}>
      <Badge
        bg={biasVariant[row.bias]}
        tabIndex={0}
        data-testid="sniperflow-bias"
        aria-label={`${row.bias}: ${row.bias_reason}`}
      >
        {row.bias}
      </Badge>
    </OverlayTrigger>
  );
}

const hasCpr = (row: LiquidityRow) => row.cpr_top !== null && row.cpr_mid !== null && row.cpr_bottom !== null;

function CprLevels({ row }: { row: LiquidityRow }) {
  if (row.cpr_top === null || row.cpr_mid === null || row.cpr_bottom === null) return DASH;
  const ref = row.cpr_mid;
  return (
    <>
      <div title="CPR top">{formatPrice(row.cpr_top, ref)}</div>
      <div title="CPR mid (pivot)" className="text-body-secondary">
        {formatPrice(row.cpr_mid, ref)}
      </div>
      <div title="CPR bottom">{formatPrice(row.cpr_bottom, ref)}</div>
    </>
  );
}

/**
 * docs/product.md §2: Symbol, PDH, PDL, Asia H, Asia L, London H, London L, Bias, CPR, Asia, London, NY,
 * Unknown and Session Bias. Symbol and Bias sort from their headers (the toolbar sorts by every key).
 */
export const sniperflowColumns: DataColumn<LiquidityRow>[] = [
  {
    id: 'symbol',
    header: 'Symbol',
    accessorFn: (row) => row.symbol,
    meta: { help: sniperflowColumnHelp.symbol, cellProps: () => ({ className: 'symbol' }) },
    cell: ({ row }) => <SymbolLink symbol={row.original.symbol} />,
  },
  ...levelColumns.map(levelColumn),
  {
    id: 'bias',
    header: 'Bias',
    meta: { help: sniperflowColumnHelp.bias },
    accessorFn: (row) => row.bias,
    cell: ({ row }) => <BiasBadge row={row.original} />,
  },
  {
    id: 'cpr',
    header: 'CPR',
    meta: {
      help: sniperflowColumnHelp.cpr,
      className: 'num',
      cellProps: (row) =>
        hasCpr(row)
          ? { className: 'sniperflow-cpr', 'data-testid': 'sniperflow-cpr' }
          : { className: 'text-body-secondary' },
    },
    cell: ({ row }) => <CprLevels row={row.original} />,
  },
  ...hitColumns.map(
    ({ session, label }): DataColumn<LiquidityRow> => ({
      id: `hits-${session}`,
      header: label,
      meta: {
        help: sniperflowColumnHelp[`hits-${session}`],
        cellProps: () => ({ className: 'sniperflow-hits', 'data-testid': `sniperflow-hits-${session}` }),
      },
      cell: ({ row: { original: row } }) => {
        const events = eventsIn(row, session);
        if (events.length === 0)
          return (
            <span className="text-body-secondary" aria-hidden="true">
              {DASH}
            </span>
          );
        const zone = timeZoneStore.zone();
        return events.map((e) => (
          <div
            key={e.level}
            title={`${e.level} ${formatPrice(e.price, row.price)} hit at ${formatHitMoment(e.hit_at, zone)}`}
          >
            <span className="fw-semibold">{e.level}</span>{' '}
            <span className="font-monospace text-body-secondary">{formatHitTime(e.hit_at, zone)}</span>
          </div>
        ));
      },
    }),
  ),
  {
    id: 'session-bias',
    header: 'Session Bias',
    meta: {
      help: sniperflowColumnHelp['session-bias'],
      cellProps: () => ({ 'data-testid': 'sniperflow-session-bias' }),
    },
    cell: ({ row: { original: row } }) =>
      biasSessions.map(({ session, short }) => {
        const label = row.session_bias[session];
        return label ? (
          <Badge
            key={session}
            bg={sessionBiasVariant[label]}
            className="me-1"
            title={`${short}: ${label}`}
            data-session={session}
          >
            {short} {label}
          </Badge>
        ) : null;
      }),
  },
];

/** A symbol's row: its test id and bias. */
export const sniperflowRowProps = ({ original: row }: Row<LiquidityRow>): RowAttributes => ({
  'data-testid': `sniperflow-row-${row.symbol}`,
  'data-bias': row.bias,
});
