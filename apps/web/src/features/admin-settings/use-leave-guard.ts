import { useEffect } from 'react';

/** A click that would move this tab to another page of the app (not a new tab, not a download). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname === window.location.pathname ? null : link;
}

/**
 * While `active`: the browser asks before the tab is closed or reloaded (beforeunload), and `prompt` is
 * confirmed before a link (the navbar, the brand, any in-app link) leaves the screen. The app's router
 * (a BrowserRouter, no data router) has no navigation blocker, so the browser's Back button is not asked.
 */
export function useLeaveGuard(active: boolean, prompt: string): void {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(prompt)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, prompt]);
}
