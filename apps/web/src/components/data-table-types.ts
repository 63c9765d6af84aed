import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

// The data table's shared types, apart from its components so the cells and the table both import them.

type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };
/** Attributes of one body cell beyond its column's class: title, data-*, a class of its own. */
export type CellAttributes = TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
/** Attributes of one row: test id, data-*, colour class, click. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & DataAttributes;

declare module '@tanstack/react-table' {
  // Merges with TanStack's declaration, whose type parameters it repeats.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the header cell and of every body cell ('num', 'text-center'). */
    className?: string;
    /** More attributes of one body cell. */
    cellProps?: (row: TData) => CellAttributes;
    /** The column's width in the table's <colgroup> (tables of sibling groups line up). */
    width?: string;
    /** The header's accessible name when it shows no text (an actions column). */
    headerLabel?: string;
    /** Shown after the header's label (or its sort button), e.g. an info mark with a tooltip. */
    headerAddon?: ReactNode;
    /** What the column means, shown by the ⓘ tooltip after its header (`column-help.tsx`). */
    help?: string;
  }
}

/**
 * A column: TanStack's definition (`header`, `cell`, `meta`). A column sorts when it has an
 * `accessorFn` and the table has `onSort`; its `id` is then the sort key and its `header` the label.
 */
export type DataColumn<T> = ColumnDef<T, unknown>;
