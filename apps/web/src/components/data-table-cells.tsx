import { flexRender, type Header, type Row } from '@tanstack/react-table';
import { type CSSProperties, memo, type ReactNode } from 'react';
import { ColumnHelp } from './column-help.tsx';
import type { DataColumn, RowAttributes } from './data-table-types.ts';
import { SortHeader } from './sort-header.tsx';

// The parts of a DataTable: its header cells and its memoised body rows.

/** The class names given, joined; undefined when none. */
export function classes(...parts: (string | false | undefined)[]): string | undefined {
  return parts.filter(Boolean).join(' ') || undefined;
}

/** A header cell: a sort header for a sortable column, else the column's header; either with its help. */
export function HeaderCell<T, K extends string>(props: {
  header: Header<T, unknown>;
  sticky: CSSProperties | undefined;
  onSort: ((key: K) => void) | undefined;
  sortTestIdPrefix: string | undefined;
}) {
  const { header, sticky, onSort, sortTestIdPrefix } = props;
  const { column } = header;
  const meta = column.columnDef.meta;
  const className = classes(meta?.className, sticky && 'sticky-col');
  const headerDef = column.columnDef.header;
  const label = typeof headerDef === 'string' ? headerDef : (meta?.headerLabel ?? column.id);
  if (onSort && column.getCanSort()) {
    return (
      <SortHeader
        label={label}
        help={meta?.help}
        sorted={column.getIsSorted()}
        // A sortable column's id is one of the screen's sort keys.
        onSort={() => onSort(column.id as K)}
        className={className}
        style={sticky}
        testId={sortTestIdPrefix && `${sortTestIdPrefix}-${column.id}`}
        addon={meta?.headerAddon}
      />
    );
  }
  return (
    <th scope="col" className={className} style={sticky} aria-label={meta?.headerLabel}>
      {header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext())}
      {meta?.help && <ColumnHelp label={label} text={meta.help} />}
      {meta?.headerAddon}
    </th>
  );
}

interface BodyRowProps<T> {
  row: Row<T>;
  index: number;
  selected: boolean;
  expanded: boolean;
  columns: readonly DataColumn<T>[];
  sticky: readonly (CSSProperties | undefined)[];
  rowProps: ((row: Row<T>) => RowAttributes) | undefined;
  renderExpanded: ((row: Row<T>) => ReactNode) | undefined;
}

function BodyRowView<T>({ row, expanded, sticky, rowProps, renderExpanded }: BodyRowProps<T>) {
  return (
    <>
      <tr {...rowProps?.(row)}>
        {row.getVisibleCells().map((cell, i) => {
          const meta = cell.column.columnDef.meta;
          const own = meta?.cellProps?.(row.original);
          const left = sticky[i];
          return (
            <td
              key={cell.id}
              {...own}
              className={classes(meta?.className, own?.className, left && 'sticky-col')}
              style={left ? { ...own?.style, ...left } : own?.style}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          );
        })}
      </tr>
      {expanded && renderExpanded?.(row)}
    </>
  );
}

/**
 * One row, memoised: it re-renders only when its data, place, selection or expansion changes (or the
 * columns do), so a click on one row's checkbox does not re-render the page of rows.
 */
export const BodyRow = memo(
  BodyRowView,
  (a, b) =>
    a.row.original === b.row.original &&
    a.index === b.index &&
    a.selected === b.selected &&
    a.expanded === b.expanded &&
    a.columns === b.columns &&
    a.sticky === b.sticky &&
    a.rowProps === b.rowProps &&
    a.renderExpanded === b.renderExpanded,
) as typeof BodyRowView;
