/** The message shown on the login page after a session ended on its own (docs/product.md §4). */
export const SESSION_EXPIRED = 'Session expired. Please log in.';

let notice: string | null = null;

export const sessionNotice = {
  get: (): string | null => notice,
  set(message: string): void {
    notice = message;
  },
  /** Returns the pending notice and forgets it, so it is shown once. */
  take(): string | null {
    const message = notice;
    notice = null;
    return message;
  },
};
