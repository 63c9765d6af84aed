import type { Tp1Served } from '@app/contracts';
import { OverlayTrigger, Tooltip } from 'react-bootstrap';
import type { DataColumn } from './data-table.tsx';
import { formatTp1, tp1CellClass, tp1CellTitle } from './tp1-model.ts';

/** An info mark after the header, focusable, whose tooltip gives the model's figures. */
function Tp1Hint({ lines }: { lines: readonly string[] }) {
  return (
    <OverlayTrigger
      placement="bottom"
      trigger={['hover', 'focus']}
      overlay={
        <Tooltip id="tp1-hint" className="tp1-tooltip" data-testid="tp1-tooltip">
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Tooltip>
      }
    >
      <button type="button" className="tp1-hint ms-1" aria-label="About P(TP1)" data-testid="tp1-hint">
        i
      </button>
    </OverlayTrigger>
  );
}

/** The sortable P(TP1) column of a row carrying `p_tp1` and `p_tp1_served` (id `p_tp1`, its sort key). */
export function tp1Column<T extends { p_tp1: number | null; p_tp1_served: Tp1Served }>(
  hint: readonly string[],
): DataColumn<T> {
  return {
    id: 'p_tp1',
    header: 'P(TP1)',
    accessorFn: (row) => row.p_tp1,
    meta: {
      className: 'num',
      headerAddon: <Tp1Hint lines={hint} />,
      cellProps: (row) => ({
        className: tp1CellClass(row.p_tp1_served),
        title: tp1CellTitle(row.p_tp1_served),
        'data-served': row.p_tp1_served,
      }),
    },
    cell: ({ row }) => formatTp1(row.original.p_tp1),
  };
}
