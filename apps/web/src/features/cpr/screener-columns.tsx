import { biasBadgeColour, trendBadgeColour } from '@app/core';
import { Badge, Button } from 'react-bootstrap';
import type { DataColumn, RowAttributes } from '../../components/data-table.tsx';
import { DASH, formatPercent, formatScore, formatUsd, formatWidthPct } from '../../components/format.ts';
import { selectColumn } from '../../components/select-column.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { SymbolLink } from '../../components/symbol-link.tsx';
import type { ScreenerColumnHelp } from './screener-column-help.ts';
import type { ScreenerRow } from './screener-model.ts';

export interface RowActions {
  onToggle: (symbol: string) => void;
  onAdd: (symbol: string) => void;
  onStars: (id: number, stars: number) => void;
  busy: boolean;
}

export interface ScreenerColumnActions extends RowActions {
  onSelectMany: (symbols: string[], on: boolean) => void;
  /** The header help of the timeframe shown (`screenerColumnHelp`). */
  help: ScreenerColumnHelp;
}

/** A row's colour by its total (docs/product.md §9) and its test id. */
export function screenerRowProps({ original: row }: { original: ScreenerRow }): RowAttributes {
  return {
    className: row.colour ? `row-${row.colour}` : undefined,
    'data-testid': `cpr-row-${row.symbol}`,
    'data-colour': row.colour ?? 'none',
  };
}

/**
 * Checkbox, Symbol, Virgin, Trend, Bias, Total, Daily Bias, Width %, Trend %, Stars (fixed widths, so
 * the tables of sibling groups line up); Trend, Total, Width % and Trend % sort.
 */
export function screenerColumns(actions: ScreenerColumnActions): DataColumn<ScreenerRow>[] {
  const { onToggle, onAdd, onStars, busy, onSelectMany, help } = actions;
  return [
    selectColumn<ScreenerRow>({
      width: '2.25rem',
      label: (row) => `Select ${row.symbol}`,
      onToggle: (row) => onToggle(row.symbol),
      selectAll: { label: 'Select all on this page', onSelectMany },
    }),
    {
      id: 'symbol',
      header: 'Symbol',
      meta: {
        help: help.symbol,
        width: '16%',
        cellProps: (row) => ({
          className: 'symbol',
          title: `${row.capCategory} cap · ${formatUsd(row.marketCap)}`,
        }),
      },
      cell: ({ row }) => <SymbolLink symbol={row.original.symbol} />,
    },
    {
      id: 'virgin',
      header: 'Virgin',
      meta: { help: help.virgin, width: '7%', className: 'text-center' },
      cell: ({ row }) =>
        row.original.isVirgin ? (
          <span className="text-success" role="img" aria-label="Virgin CPR">
            ✓
          </span>
        ) : (
          <span className="text-danger" role="img" aria-label="Not virgin">
            ✗
          </span>
        ),
    },
    {
      id: 'trend',
      header: 'Trend',
      accessorFn: (row) => row.trendScore,
      meta: { help: help.trend, width: '8%', className: 'num' },
      cell: ({ row }) => formatScore(row.original.trendScore),
    },
    {
      id: 'bias',
      header: 'Bias',
      meta: { help: help.bias, width: '8%', className: 'num' },
      cell: ({ row }) => formatScore(row.original.biasScore),
    },
    {
      id: 'total',
      header: 'Total',
      accessorFn: (row) => row.total,
      meta: {
        help: help.total,
        width: '8%',
        className: 'num',
        cellProps: () => ({ className: 'fw-semibold' }),
      },
      cell: ({ row }) => formatScore(row.original.total),
    },
    {
      id: 'dailyBias',
      header: 'Daily Bias',
      meta: { help: help.dailyBias, width: '12%' },
      cell: ({ row }) => <Badge bg={biasBadgeColour(row.original.dailyBias)}>{row.original.dailyBias}</Badge>,
    },
    {
      id: 'width',
      header: 'Width %',
      accessorFn: (row) => row.widthPct,
      meta: { help: help.width, width: '10%', className: 'num' },
      cell: ({ row }) => formatWidthPct(row.original.widthPct),
    },
    {
      id: 'trendPct',
      header: 'Trend %',
      accessorFn: (row) => row.trendProbability,
      meta: { help: help.trendPct, width: '9%', className: 'num' },
      cell: ({ row }) => {
        const { trendProbability, trendTitle, trendNote } = row.original;
        if (trendProbability === null) return DASH;
        return (
          <>
            <Badge bg={trendBadgeColour(trendProbability)} title={trendTitle}>
              {formatPercent(trendProbability)}
            </Badge>
            {trendNote && (
              <div className="small text-body-secondary text-nowrap" data-testid="cpr-trend-note">
                {trendNote}
              </div>
            )}
          </>
        );
      },
    },
    {
      id: 'stars',
      header: 'Stars',
      meta: { help: help.stars, width: '9.5rem' },
      cell: ({ row }) => {
        const { watch, symbol } = row.original;
        return watch ? (
          <StarRating symbol={symbol} value={watch.stars} onChange={(n) => onStars(watch.id, n)} />
        ) : (
          <Button
            size="sm"
            variant="outline-info"
            className="py-0"
            aria-label={`Add ${symbol} to watchlist`}
            disabled={busy}
            onClick={() => onAdd(symbol)}
          >
            Add
          </Button>
        );
      },
    },
  ];
}
