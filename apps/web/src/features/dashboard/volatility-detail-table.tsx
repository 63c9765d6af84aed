import type { CprPosition, CprRange, VolatilityRecord } from '@app/contracts';
import { biasBadgeColour } from '@app/core';
import type { Row } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge, Card } from 'react-bootstrap';
import { usePositioningSnapshot } from '../../api/use-positioning-snapshot.ts';
import { type DataColumn, DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { DASH, formatScore } from '../../components/format.ts';
import { positioningBesideColumns } from '../../components/positioning-columns.tsx';
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

/** Symbol, Pos (D/W/M), Bias, Score (of the group's timeframe) and Cap. */
function detailColumns(timeframe: CprRange): DataColumn<VolatilityRecord>[] {
  return [
    {
      id: 'symbol',
      header: 'Symbol',
      meta: { cellProps: () => ({ className: 'symbol' }) },
      cell: ({ row }) => <SymbolLink symbol={row.original.symbol} />,
    },
    {
      id: 'position',
      header: 'Pos (D/W/M)',
      meta: { className: 'text-center', cellProps: () => ({ className: 'font-monospace' }) },
      cell: ({ row: { original: r } }) => (
        <>
          <Position value={r.daily_position} />/<Position value={r.weekly_position} />/
          <Position value={r.monthly_position} />
        </>
      ),
    },
    {
      id: 'bias',
      header: 'Bias',
      cell: ({ row }) => (
        <Badge bg={biasBadgeColour(row.original.daily_bias)}>{row.original.daily_bias}</Badge>
      ),
    },
    {
      id: 'score',
      header: 'Score',
      meta: { className: 'num' },
      cell: ({ row }) => formatScore(scoreOf(row.original, timeframe)),
    },
    { id: 'cap', header: 'Cap', cell: ({ row }) => row.original.cap_category },
  ];
}

const symbolOf = (r: VolatilityRecord) => r.symbol;

/** The detail table of an open card: Symbol, Pos (D/W/M), Bias, Score (of the group's timeframe), Cap. */
export function VolatilityDetailTable({ group }: { group: VolatilityGroup }) {
  const { bySymbol } = usePositioningSnapshot();
  const columns = useMemo(
    () => [...detailColumns(group.timeframe), ...positioningBesideColumns(symbolOf, bySymbol)],
    [group.timeframe, bySymbol],
  );
  const rowProps = useMemo(
    () =>
      ({ original: r }: Row<VolatilityRecord>): RowAttributes => ({
        'data-testid': `vol-row-${group.key}-${r.symbol}`,
      }),
    [group.key],
  );
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
      <DataTable
        data={group.records}
        columns={columns}
        getRowId={symbolOf}
        caption={group.title}
        rowProps={rowProps}
        embedded
        maxHeight={360}
      />
    </Card>
  );
}
