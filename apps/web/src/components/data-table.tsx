import { getCoreRowModel, type Row, type SortingState, useReactTable } from '@tanstack/react-table';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { Card, Table } from 'react-bootstrap';
import { BodyRow, classes, HeaderCell } from './data-table-cells.tsx';
import type { DataColumn, RowAttributes } from './data-table-types.ts';
import { keyColumnsFirst } from './key-columns-first.ts';
import { PageSpinner } from './page-spinner.tsx';
import type { TableSort } from './table-sort.ts';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';
import './data-table.css';

export type { CellAttributes, DataColumn, RowAttributes } from './data-table-types.ts';

export interface DataTableProps<T, K extends string = string> {
  data: readonly T[];
  /** Keep the array stable (module constant or `useMemo`): rows re-render when it changes. */
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  /** Read by screen readers (visually hidden). */
  caption?: string;
  testId?: string;
  /** More classes on the <table> ('fixed-cols', a screen's own class). */
  className?: string;
  /**
   * The order the rows arrive in, shown by the sort headers. The screen's model sorts the rows (before
   * grouping and paging), so the table shows that order as it is (TanStack manual sorting).
   */
  sort?: TableSort<K>;
  /** A sort header was clicked: the screen's model chooses the next order. */
  onSort?: (key: K) => void;
  /** Each sort button gets the test id `${prefix}-${key}`. */
  sortTestIdPrefix?: string;
  /** How many leading columns stay put when the table scrolls sideways (1 unless told; 0 for none). */
  stickyColumns?: number;
  /** Selected row ids (TanStack row selection, controlled by the screen). */
  selected?: ReadonlySet<string>;
  /** Rows that can be selected (all unless told). */
  canSelect?: (row: T) => boolean;
  /** Expanded row ids (TanStack expansion, controlled by the screen). */
  expanded?: ReadonlySet<string>;
  /** The <tr> attributes of a row. Keep the function stable (`useCallback`). */
  rowProps?: (row: Row<T>) => RowAttributes;
  /** What follows an expanded row, e.g. a detail <tr>. Keep the function stable. */
  renderExpanded?: (row: Row<T>) => ReactNode;
  /** Shows the loading state instead of the table. */
  loading?: boolean;
  loadingLabel?: string;
  /** The empty state's text, shown instead of a table without rows (without it: the empty table). */
  empty?: ReactNode;
  emptyTestId?: string;
  /** Inside a card or a modal: no frame of its own, and the empty state is a line of text. */
  embedded?: boolean;
  /** A height limit with a scroll box of its own (a table inside a card); none unless told, the page scrolls. */
  maxHeight?: number | string;
  /** On a phone these columns (by id) come right after the symbol column: the figures a trader scans for. */
  phoneKeyColumns?: readonly string[];
}

function toState(ids: ReadonlySet<string> | undefined): Record<string, boolean> {
  return ids ? Object.fromEntries([...ids].map((id) => [id, true])) : {};
}

/** `left` of each sticky column: 0, then the widths of the sticky columns before it. */
function stickyStyles<T>(columns: readonly DataColumn<T>[], count: number): (CSSProperties | undefined)[] {
  const widths: string[] = [];
  return columns.map((column, i) => {
    if (i >= count || widths.length < i) return undefined;
    const left = i === 0 ? 0 : `calc(${widths.join(' + ')})`;
    if (column.meta?.width) widths.push(column.meta.width);
    return { left };
  });
}

/**
 * Every data table of the app: TanStack Table's row model, with sort headers, sticky leading columns,
 * row selection and expansion read from the screen's state, and the loading and empty states.
 */
export function DataTable<T, K extends string = string>(props: DataTableProps<T, K>) {
  const { data, getRowId, sort, onSort, selected, canSelect, expanded, embedded, phoneKeyColumns } = props;
  const phone = useMediaQuery(PHONE_QUERY);
  const columns = useMemo(
    () => (phone && phoneKeyColumns ? keyColumnsFirst(props.columns, phoneKeyColumns) : props.columns),
    [phone, phoneKeyColumns, props.columns],
  );
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.key, desc: sort.direction === 'desc' }] : []),
    [sort],
  );
  const rowSelection = useMemo(() => toState(selected), [selected]);
  const expandedState = useMemo(() => toState(expanded), [expanded]);
  const sticky = useMemo(
    () => stickyStyles(columns, props.stickyColumns ?? 1),
    [columns, props.stickyColumns],
  );
  const table = useReactTable<T>({
    data: data as T[],
    columns: columns as DataColumn<T>[],
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSorting: onSort !== undefined,
    enableRowSelection: canSelect ? (row) => canSelect(row.original) : true,
    state: { sorting, rowSelection, expanded: expandedState },
  });

  if (props.loading) return <PageSpinner label={props.loadingLabel} />;
  if (data.length === 0 && props.empty !== undefined)
    return embedded ? (
      <div className="text-center text-body-secondary small py-3" data-testid={props.emptyTestId}>
        {props.empty}
      </div>
    ) : (
      <Card body className="text-center text-body-secondary py-5" data-testid={props.emptyTestId}>
        {props.empty}
      </Card>
    );

  const widths = columns.some((column) => column.meta?.width);
  return (
    <div
      className={classes(
        'table-scroll',
        embedded && 'border-0 rounded-0',
        props.maxHeight !== undefined && 'is-boxed',
      )}
      style={props.maxHeight === undefined ? undefined : { maxHeight: props.maxHeight }}
    >
      <Table
        hover
        size="sm"
        className={classes('data-table align-middle', props.className)}
        data-testid={props.testId}
      >
        {props.caption && <caption className="visually-hidden">{props.caption}</caption>}
        {widths && (
          <colgroup>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <col key={i} style={{ width: column.meta?.width }} />
            ))}
          </colgroup>
        )}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, i) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  sticky={sticky[i]}
                  onSort={onSort}
                  sortTestIdPrefix={props.sortTestIdPrefix}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <BodyRow
              key={row.id}
              row={row}
              index={row.index}
              selected={row.getIsSelected()}
              expanded={row.getIsExpanded()}
              columns={columns}
              sticky={sticky}
              rowProps={props.rowProps}
              renderExpanded={props.renderExpanded}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
