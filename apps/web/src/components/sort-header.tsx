import type { CSSProperties, ReactNode } from 'react';
import { ColumnHelp } from './column-help.tsx';
import type { SortDirection } from './table-sort.ts';

export interface SortHeaderProps {
  label: string;
  /** The column's direction when the table is sorted by it, else false. */
  sorted: SortDirection | false;
  onSort: () => void;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  /** Shown after the sort button (an info mark with a tooltip). */
  addon?: ReactNode;
  /** The column's help text (an ⓘ tooltip after the label). */
  help?: string;
}

/** A sortable column header: a button saying 'Sort by …', its arrow while it sorts, and `aria-sort`. */
export function SortHeader({
  label,
  sorted,
  onSort,
  className,
  style,
  testId,
  addon,
  help,
}: SortHeaderProps) {
  return (
    <th
      scope="col"
      className={className ? `sortable ${className}` : 'sortable'}
      style={style}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className="sort-button"
        aria-label={`Sort by ${label}`}
        data-testid={testId}
        onClick={onSort}
      >
        {label}
        {sorted && <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
      {help && <ColumnHelp label={label} text={help} />}
      {addon}
    </th>
  );
}
