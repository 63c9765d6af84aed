import type { IctSetup } from '@app/contracts';
import { rowColour } from '@app/core';
import type { Row } from '@tanstack/react-table';
import { Badge } from 'react-bootstrap';
import type { DataColumn, RowAttributes } from '../../components/data-table.tsx';
import { DASH, formatScore } from '../../components/format.ts';
import { IctBreakdown } from '../../components/ict-breakdown.tsx';
import { biasTone, labelBadge } from '../../components/ict-labels.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { tp1Column } from '../../components/tp1-column.tsx';
import { ictColumnHelp } from './ict-column-help.ts';

function Check({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <span className="text-success" role="img" aria-label={`${label}: yes`}>
      ✓
    </span>
  ) : (
    <span className="text-body-secondary" role="img" aria-label={`${label}: no`}>
      ✗
    </span>
  );
}

const detailId = (symbol: string) => `ict-detail-${symbol}`;

/**
 * Symbol (a button opening the score breakdown), HTF Bias, OTE (5m), FVG, Liquidity Sweep, Score and
 * Label, then P(TP1) (its header tooltip: `tp1Hint`); HTF Bias, FVG, Score and P(TP1) sort.
 */
export function ictColumns(
  onToggle: (symbol: string) => void,
  tp1Hint: readonly string[],
): DataColumn<IctSetup>[] {
  return [
    {
      id: 'symbol',
      header: 'Symbol',
      meta: { help: ictColumnHelp.symbol, cellProps: () => ({ className: 'symbol' }) },
      cell: ({ row }) => {
        const { symbol } = row.original;
        const expanded = row.getIsExpanded();
        return (
          <>
            <button
              type="button"
              className="ict-expand"
              aria-expanded={expanded}
              aria-controls={expanded ? detailId(symbol) : undefined}
              aria-label={`${symbol} score breakdown`}
              onClick={(e) => {
                e.stopPropagation();
                onToggle(symbol);
              }}
            >
              <span aria-hidden="true" className="ict-caret">
                {expanded ? '▾' : '▸'}
              </span>
              {symbol}
            </button>
            <SymbolLink symbol={symbol} icon />
          </>
        );
      },
    },
    {
      id: 'bias',
      header: 'HTF Bias',
      accessorFn: (setup) => setup.htf_bias,
      meta: {
        help: ictColumnHelp.bias,
        cellProps: (setup) => ({ className: `text-${biasTone(setup.htf_bias)}` }),
      },
      cell: ({ row }) => row.original.htf_bias,
    },
    {
      id: 'ote',
      header: 'OTE (5m)',
      meta: { help: ictColumnHelp.ote, className: 'text-center' },
      cell: ({ row }) => <Check on={row.original.ltf_ote} label="OTE" />,
    },
    {
      id: 'fvg',
      header: 'FVG',
      meta: { help: ictColumnHelp.fvg },
      accessorFn: (setup) => setup.fvg_type,
      cell: ({ row }) =>
        row.original.fvg_type === 'None' ? (
          <span className="text-body-secondary">{DASH}</span>
        ) : (
          row.original.fvg_type
        ),
    },
    {
      id: 'sweep',
      header: 'Liquidity Sweep',
      meta: { help: ictColumnHelp.sweep, className: 'text-center' },
      cell: ({ row }) => <Check on={row.original.liquidity_sweep} label="Liquidity sweep" />,
    },
    {
      id: 'score',
      header: 'Score',
      accessorFn: (setup) => setup.score,
      meta: { help: ictColumnHelp.score, className: 'num', cellProps: () => ({ className: 'fw-semibold' }) },
      cell: ({ row }) => formatScore(row.original.score),
    },
    {
      id: 'label',
      header: 'Label',
      meta: { help: ictColumnHelp.label },
      cell: ({ row }) => {
        const label = labelBadge(row.original.label);
        return (
          <Badge
            bg={label.outline ? 'transparent' : label.tone}
            className={label.outline ? `border border-${label.tone} text-${label.tone}` : undefined}
          >
            {row.original.label}
          </Badge>
        );
      },
    },
    tp1Column<IctSetup>(tp1Hint),
  ];
}

/**
 * A setup's row, coloured by its score (docs/product.md §9, core `rowColour`); a click anywhere on it
 * (or Enter/Space on its symbol button) opens its breakdown in a row below.
 */
export function ictRowProps(onToggle: (symbol: string) => void) {
  return (row: Row<IctSetup>): RowAttributes => {
    const setup = row.original;
    const colour = rowColour(setup.score);
    return {
      className: `ict-row${colour ? ` row-${colour}` : ''}${row.getIsExpanded() ? ' is-expanded' : ''}`,
      'data-testid': `ict-row-${setup.symbol}`,
      'data-colour': colour ?? 'none',
      'data-score': setup.score,
      'data-bias': setup.htf_bias,
      'data-fvg': setup.fvg_type,
      onClick: () => onToggle(setup.symbol),
    };
  };
}

/** The breakdown of an expanded setup, in a row spanning the table. */
export function IctDetailRow({ row }: { row: Row<IctSetup> }) {
  return (
    <tr className="ict-detail" id={detailId(row.original.symbol)}>
      <td colSpan={row.getVisibleCells().length}>
        <IctBreakdown setup={row.original} />
      </td>
    </tr>
  );
}
