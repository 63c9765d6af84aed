import { Pagination } from 'react-bootstrap';
import { pageNumbers } from './paginate.ts';

export interface PaginationBarProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark: '{label} pages'. */
  label: string;
  'data-testid'?: string;
}

/** Numbered pagination with previous/next; nothing when there is one page. */
export function PaginationBar({ page, pageCount, onPage, label, ...rest }: PaginationBarProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} data-testid={rest['data-testid']}>
      <Pagination size="sm" className="mb-0 flex-wrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page" />
        {pageNumbers(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <Pagination.Ellipsis key={`gap-${i}`} disabled />
          ) : (
            <Pagination.Item
              key={p}
              active={p === page}
              onClick={() => onPage(p)}
              aria-label={`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
            >
              {p}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        />
      </Pagination>
    </nav>
  );
}
