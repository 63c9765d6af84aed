import { useEffect } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';

/** Moves to another screen (a change of the query or the hash alone stays on it). */
const leavesScreen: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * While `active`: the browser asks before the tab is closed or reloaded (beforeunload), and every
 * navigation of the app that leaves the screen (a link, the navbar, the brand, the browser's Back and
 * Forward) is held by the router's blocker until the screen's confirm modal proceeds or resets it.
 */
export function useLeaveGuard(active: boolean): Blocker {
  const blocker = useBlocker(active ? leavesScreen : false);
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [active]);
  // Saved (or undone) while a navigation was held: nothing is lost any more, so let it go.
  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.proceed();
  }, [active, blocker]);
  return blocker;
}
