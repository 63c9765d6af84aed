import type { CSSProperties, ReactNode } from 'react';
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
}

/** A sortable column header: a button saying 'Sort by …', its arrow while it sorts, and `aria-sort`. */
export function SortHeader({ label, sorted, onSort, className, style, testId, addon }: SortHeaderProps) {
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
      {addon}
    </th>
  );
}
