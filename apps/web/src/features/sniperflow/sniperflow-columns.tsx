import type { LiquidityRow } from '@app/contracts';
import { memo } from 'react';
import { Badge, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { DASH } from '../../components/format.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { formatPrice } from '../ict/ict-format.ts';
import {
  biasSessions,
  biasVariant,
  eventsIn,
  formatHitTime,
  hitColumns,
  type LevelColumn,
  levelColumns,
  sessionBiasVariant,
  sweptMarks,
  sweptState,
} from './sniperflow-model.ts';

const markClass = { swept: 'text-success', intact: 'text-danger', unset: 'text-body-secondary' } as const;

function LevelCell({ row, column }: { row: LiquidityRow; column: LevelColumn }) {
  const state = sweptState(row, column);
  const price = row[column.price];
  const hitAt = row[column.hitAt];
  const text =
    state === 'unset'
      ? `${column.label}: not set yet`
      : `${column.label} ${formatPrice(price, row.price)}: ${state === 'swept' ? `swept at ${formatHitTime(hitAt ?? '')} UTC` : 'not swept'}`;
  return (
    <td className="text-center" data-testid={`sniperflow-${column.key}`} data-state={state} title={text}>
      <span className={markClass[state]} role="img" aria-label={text}>
        {sweptMarks[state]}
      </span>
    </td>
  );
}

function BiasCell({ row }: { row: LiquidityRow }) {
  const id = `sniperflow-reason-${row.symbol}`;
  return (
    <td>
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
    </td>
  );
}

function CprCell({ row }: { row: LiquidityRow }) {
  if (row.cpr_top === null || row.cpr_mid === null || row.cpr_bottom === null)
    return <td className="num text-body-secondary">{DASH}</td>;
  const ref = row.cpr_mid;
  return (
    <td className="num sniperflow-cpr" data-testid="sniperflow-cpr">
      <div title="CPR top">{formatPrice(row.cpr_top, ref)}</div>
      <div title="CPR mid (pivot)" className="text-body-secondary">
        {formatPrice(row.cpr_mid, ref)}
      </div>
      <div title="CPR bottom">{formatPrice(row.cpr_bottom, ref)}</div>
    </td>
  );
}

/** One symbol's liquidity row: levels, bias, CPR, hit events by session column, session bias. */
export const SniperflowRow = memo(function SniperflowRow({ row }: { row: LiquidityRow }) {
  return (
    <tr data-testid={`sniperflow-row-${row.symbol}`} data-bias={row.bias}>
      <td className="symbol">
        <SymbolLink symbol={row.symbol} />
      </td>
      {levelColumns.map((column) => (
        <LevelCell key={column.key} row={row} column={column} />
      ))}
      <BiasCell row={row} />
      <CprCell row={row} />
      {hitColumns.map(({ session }) => (
        <td key={session} className="sniperflow-hits" data-testid={`sniperflow-hits-${session}`}>
          {eventsIn(row, session).map((e) => (
            <div key={e.level} title={`${e.level} ${formatPrice(e.price, row.price)} hit at ${e.hit_at}`}>
              <span className="fw-semibold">{e.level}</span>{' '}
              <span className="font-monospace text-body-secondary">{formatHitTime(e.hit_at)}</span>
            </div>
          ))}
          {eventsIn(row, session).length === 0 && (
            <span className="text-body-secondary" aria-hidden="true">
              {DASH}
            </span>
          )}
        </td>
      ))}
      <td data-testid="sniperflow-session-bias">
        {biasSessions.map(({ session, short }) => {
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
        })}
      </td>
    </tr>
  );
});
