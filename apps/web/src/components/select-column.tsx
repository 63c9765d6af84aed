import { Form } from 'react-bootstrap';
import type { DataColumn } from './data-table.tsx';
import { coverage } from './selection.ts';

export interface SelectColumnOptions<T> {
  /** A row checkbox's accessible name ('Select BTCUSDT'). */
  label: (row: T) => string;
  onToggle: (row: T) => void;
  /** With it, the header holds a checkbox selecting every selectable row shown. */
  selectAll?: { label: string; onSelectMany: (ids: string[], on: boolean) => void };
  width?: string;
}

/**
 * The checkbox column of a table with row selection (DataTable `selected`, `canSelect`): a checkbox
 * on each selectable row and, optionally, a select-all in the header (checked, indeterminate or not).
 */
export function selectColumn<T>({
  label,
  onToggle,
  selectAll,
  width,
}: SelectColumnOptions<T>): DataColumn<T> {
  return {
    id: 'select',
    meta: width ? { width } : undefined,
    header: ({ table }) => {
      if (!selectAll) return null;
      const rows = table.getRowModel().rows.filter((row) => row.getCanSelect());
      if (rows.length === 0) return null;
      const ids = rows.map((row) => row.id);
      const state = coverage(new Set(rows.filter((row) => row.getIsSelected()).map((row) => row.id)), ids);
      return (
        <Form.Check
          aria-label={selectAll.label}
          checked={state === 'all'}
          ref={(el: HTMLInputElement | null) => {
            if (el) el.indeterminate = state === 'some';
          }}
          onChange={() => selectAll.onSelectMany(ids, state !== 'all')}
        />
      );
    },
    cell: ({ row }) =>
      row.getCanSelect() ? (
        <Form.Check
          aria-label={label(row.original)}
          checked={row.getIsSelected()}
          onChange={() => onToggle(row.original)}
        />
      ) : null,
  };
}
