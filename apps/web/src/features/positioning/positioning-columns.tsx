import type { PositioningSnapshotRow } from '@app/contracts';
import { fundingAnnualisedPct, fundingPer8hPct } from '@app/core';
import type { DataColumn } from '../../components/data-table.tsx';
import {
  countdownFrom,
  formatCompact,
  formatCountdown,
  formatFunding8h,
  formatFundingAnnual,
  formatRatio,
  formatSignedPct,
  missingReason,
  signTone,
} from '../../components/positioning-format.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { positioningColumnHelp as help } from './positioning-column-help.ts';

type Row = PositioningSnapshotRow;

/** A figure's cell attributes: the tone of its sign, and why it is missing when it is. */
function toned(field: keyof Row, value: (r: Row) => number | null, tone = true) {
  return (r: Row) => {
    const v = value(r);
    return {
      className: tone ? signTone(v) : undefined,
      title: v === null ? missingReason(r.exchange, field) : undefined,
    };
  };
}

function changeColumn(
  id: 'oi_change_1h_pct' | 'oi_change_4h_pct' | 'oi_change_24h_pct',
  header: string,
): DataColumn<Row> {
  return {
    id,
    header,
    accessorFn: (r) => r[id],
    meta: { help: help[id], className: 'num', cellProps: toned(id, (r) => r[id]) },
    cell: ({ row }) => formatSignedPct(row.original[id]),
  };
}

function ratioColumn(
  id: 'long_short_ratio' | 'top_trader_long_short_ratio' | 'taker_buy_sell_ratio',
  header: string,
): DataColumn<Row> {
  return {
    id,
    header,
    accessorFn: (r) => r[id],
    meta: { help: help[id], className: 'num', cellProps: toned(id, (r) => r[id], false) },
    cell: ({ row }) => formatRatio(row.original[id]),
  };
}

function liquidationColumn(
  id: 'liquidations_24h_long_usd' | 'liquidations_24h_short_usd',
  header: string,
): DataColumn<Row> {
  return {
    id,
    header,
    accessorFn: (r) => r[id],
    meta: { help: help[id], className: 'num', cellProps: toned(id, (r) => r[id], false) },
    cell: ({ row }) => formatCompact(row.original[id], true),
  };
}

/** The Positioning table's columns (docs/positioning.md §2), each sortable, each with its help. */
export function positioningColumns(wallNow: number): DataColumn<Row>[] {
  return [
    {
      id: 'symbol',
      header: 'Symbol',
      accessorFn: (r) => r.symbol,
      meta: { help: help.symbol, cellProps: () => ({ className: 'symbol' }) },
      cell: ({ row }) => <SymbolLink symbol={row.original.symbol} />,
    },
    {
      id: 'funding_8h',
      header: 'Funding 8h',
      accessorFn: (r) => fundingPer8hPct(r.funding_rate, r.funding_interval_hours),
      meta: {
        help: help.funding_8h,
        className: 'num',
        cellProps: toned('funding_rate', (r) => r.funding_rate),
      },
      cell: ({ row }) => formatFunding8h(row.original),
    },
    {
      id: 'funding_annual',
      header: 'Funding APR',
      accessorFn: (r) => fundingAnnualisedPct(r.funding_rate, r.funding_interval_hours),
      meta: {
        help: help.funding_annual,
        className: 'num',
        cellProps: toned('funding_rate', (r) => r.funding_rate),
      },
      cell: ({ row }) => formatFundingAnnual(row.original),
    },
    {
      id: 'next_funding',
      header: 'Next Funding',
      accessorFn: (r) => r.next_funding_time,
      meta: {
        help: help.next_funding,
        className: 'num',
        cellProps: (r) => ({
          title: r.next_funding_time ?? missingReason(r.exchange, 'next_funding_time'),
          'data-testid': 'positioning-countdown',
        }),
      },
      cell: ({ row: { original: r } }) =>
        formatCountdown(
          r.next_funding_time === null ? null : Date.parse(r.next_funding_time),
          countdownFrom(Date.parse(r.as_of), wallNow),
        ),
    },
    {
      id: 'open_interest_value',
      header: 'Open Interest',
      accessorFn: (r) => r.open_interest_value,
      meta: {
        help: help.open_interest_value,
        className: 'num',
        cellProps: (r) => ({
          title:
            r.open_interest === null
              ? missingReason(r.exchange, 'open_interest')
              : `${r.open_interest.toLocaleString('en-US')} ${r.symbol.replace(/USDT$/, '')}`,
        }),
      },
      cell: ({ row }) => formatCompact(row.original.open_interest_value, true),
    },
    changeColumn('oi_change_1h_pct', 'OI 1h'),
    changeColumn('oi_change_4h_pct', 'OI 4h'),
    changeColumn('oi_change_24h_pct', 'OI 24h'),
    ratioColumn('long_short_ratio', 'L/S Accounts'),
    ratioColumn('top_trader_long_short_ratio', 'L/S Top Positions'),
    ratioColumn('taker_buy_sell_ratio', 'Taker Buy/Sell'),
    liquidationColumn('liquidations_24h_long_usd', 'Liq. Longs 24h'),
    liquidationColumn('liquidations_24h_short_usd', 'Liq. Shorts 24h'),
  ];
}
