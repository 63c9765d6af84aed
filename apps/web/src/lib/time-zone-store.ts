import type { TimeZoneChoice } from '@app/contracts';
import { UTC } from './time-format.ts';

/** Local-storage key of a guest's choice (a signed-in user's is kept on the server, auth/profile/). */
export const GUEST_TIME_ZONE_KEY = 'time_zone';

type Listener = () => void;
const listeners = new Set<Listener>();
let userChoice: TimeZoneChoice | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function readGuestChoice(): TimeZoneChoice {
  try {
    return window.localStorage.getItem(GUEST_TIME_ZONE_KEY) === 'local' ? 'local' : 'utc';
  } catch {
    return 'utc';
  }
}

/** The browser's own IANA zone ('Asia/Kolkata'); UTC where the browser names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || UTC;
}

/** The IANA zone a choice shows times in: UTC, or the browser's zone for `local`. */
export function zoneOf(choice: TimeZoneChoice): string {
  return choice === 'local' ? browserTimeZone() : UTC;
}

/**
 * The time zone choice every screen formats with (docs/product.md §2 "Times"): the signed-in user's
 * stored choice (their profile, set by the auth provider), else this browser's guest choice, else UTC.
 */
export const timeZoneStore = {
  choice: (): TimeZoneChoice => userChoice ?? readGuestChoice(),
  /** The IANA zone of the current choice. */
  zone: (): string => zoneOf(timeZoneStore.choice()),
  /** The signed-in user's choice from their profile; null once signed out. */
  setUserChoice(choice: TimeZoneChoice | null): void {
    if (choice === userChoice) return;
    userChoice = choice;
    emit();
  },
  /** A guest's choice, kept in this browser. */
  setGuestChoice(choice: TimeZoneChoice): void {
    try {
      window.localStorage.setItem(GUEST_TIME_ZONE_KEY, choice);
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
    emit();
  },
  /** For useSyncExternalStore. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
