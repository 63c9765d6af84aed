import { createStreamSlots, type StreamLimits, type StreamSlots } from '../push/stream-slots.ts';
import { ServiceUnavailableError } from './errors.ts';

/** What a client refused a live stream is told to wait before trying again. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export const STREAM_ADDRESS_FULL_DETAIL =
  'Too many live streams are open from your address. Close a tab or try again later.';
export const STREAM_SERVER_FULL_DETAIL = 'The server has too many live streams open. Try again later.';

export interface StreamAdmission {
  /**
   * Takes a live-stream slot for a client at `address`; returns the function that frees it (call it
   * when the connection closes; calling it again does nothing). Throws a `ServiceUnavailableError`
   * (503 + `Retry-After`) when the address or the process is at its cap.
   */
  admit(address: string): () => void;
  /** The slots themselves (tests and metrics). */
  slots: StreamSlots;
}

/** The caps on open `stream/` connections (docs/api.md "Live stream"), per client address and in all. */
export function createStreamAdmission(limits?: StreamLimits): StreamAdmission {
  const slots = createStreamSlots(limits);
  return {
    admit(address) {
      const slot = slots.acquire(address);
      if (!slot.ok) {
        const detail = slot.reason === 'address' ? STREAM_ADDRESS_FULL_DETAIL : STREAM_SERVER_FULL_DETAIL;
        throw new ServiceUnavailableError(detail, STREAM_RETRY_AFTER_SECONDS);
      }
      return slot.release;
    },
    slots,
  };
}
