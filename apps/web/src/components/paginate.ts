export interface Page<T> {
  items: T[];
  /** The page shown, 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
}

/** One page of `items` (`page` 1-based; out-of-range pages are clamped). */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}

/**
 * The numbered buttons of a pagination bar: every page up to 7 pages, else the first, the last and
 * the current page with its neighbours, with 'gap' where pages are left out.
 */
export function pageNumbers(current: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  if (current <= 3) for (const p of [2, 3, 4]) shown.add(p);
  if (current >= pageCount - 2) for (const p of [pageCount - 3, pageCount - 2, pageCount - 1]) shown.add(p);
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) out.push('gap');
    out.push(p);
  });
  return out;
}
