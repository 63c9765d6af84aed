import type { PositioningSnapshotRow } from '@app/contracts';
import { fundingAnnualisedPct } from '@app/core';
import type { DataColumn } from './data-table-types.ts';
import { DASH } from './format.ts';
import {
  formatFunding8h,
  formatFundingAnnual,
  formatSignedPct,
  missingReason,
  signTone,
} from './positioning-format.ts';

/** The help of the positioning columns shown beside other screens' rows (docs/positioning.md §2). */
const positioningBesideHelp = {
  funding:
    'Funding of the last settlement, in percent per 8 hours (the yearly figure in the tooltip). Positive: longs pay shorts, the long side is crowded; negative: shorts pay.',
  oi24h:
    'Open interest change over the last 24 hours (in coins): rising means new positions are being opened, falling that they are being closed.',
} as const;

/**
 * Funding and 24 h OI change beside another screen's rows (/cpr, /dashboard, /volume), looked up by
 * symbol in the positioning snapshot; a dash where there is none, with the reason as its title.
 */
export function positioningBesideColumns<T>(
  symbolOf: (row: T) => string,
  bySymbol: ReadonlyMap<string, PositioningSnapshotRow>,
  width?: string,
): DataColumn<T>[] {
  const widthMeta = width === undefined ? {} : { width };
  return [
    {
      id: 'positioning_funding',
      header: 'Funding',
      meta: {
        help: positioningBesideHelp.funding,
        className: 'num',
        ...widthMeta,
        cellProps: (row) => {
          const p = bySymbol.get(symbolOf(row));
          if (!p || p.funding_rate === null)
            return {
              title: p ? missingReason(p.exchange, 'funding_rate') : 'no data',
              'data-testid': 'funding-cell',
            };
          return {
            className: signTone(fundingAnnualisedPct(p.funding_rate, p.funding_interval_hours)),
            title: `${formatFundingAnnual(p)} a year`,
            'data-testid': 'funding-cell',
          };
        },
      },
      cell: ({ row }) => {
        const p = bySymbol.get(symbolOf(row.original));
        return p ? formatFunding8h(p) : DASH;
      },
    },
    {
      id: 'positioning_oi24h',
      header: 'OI 24h',
      meta: {
        help: positioningBesideHelp.oi24h,
        className: 'num',
        ...widthMeta,
        cellProps: (row) => {
          const p = bySymbol.get(symbolOf(row));
          const v = p?.oi_change_24h_pct ?? null;
          return {
            className: signTone(v),
            title: v === null ? (p ? missingReason(p.exchange, 'oi_change_24h_pct') : 'no data') : undefined,
            'data-testid': 'oi24h-cell',
          };
        },
      },
      cell: ({ row }) => formatSignedPct(bySymbol.get(symbolOf(row.original))?.oi_change_24h_pct ?? null),
    },
  ];
}
