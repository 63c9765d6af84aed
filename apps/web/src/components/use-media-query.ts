import { useSyncExternalStore } from 'react';

/** Bootstrap's `md` breakpoint: below it the screen is a phone (docs/product.md, phone layout). */
export const PHONE_QUERY = '(max-width: 767.98px)';

function matcher(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

/** Whether the CSS media query matches now, re-rendering when that changes (false without matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matcher(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matcher(query)?.matches ?? false,
    () => false,
  );
}
