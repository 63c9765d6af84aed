/** How many `stream/` connections may be open at once (docs/api.md "Live stream"). */
export interface StreamLimits {
  /** Per client address (`request.ip`, which follows `TRUST_PROXY`). */
  perAddress: number;
  /** In all, on this API process. */
  total: number;
}

const DEFAULT_STREAM_LIMITS: StreamLimits = { perAddress: 20, total: 2000 };

/** A granted slot: `release` frees it (idempotent, so every close path may call it). */
export interface StreamSlot {
  ok: true;
  release(): void;
}

/** A refused slot: which cap was reached. */
export interface StreamRefusal {
  ok: false;
  reason: 'address' | 'total';
}

export interface StreamSlots {
  /** Takes a slot for one connection from `address`, or says which cap refuses it. */
  acquire(address: string): StreamSlot | StreamRefusal;
  /** Open slots in all, and of one address (tests and metrics). */
  open(address?: string): number;
}

/**
 * Counts the open live-stream connections per client address and in all, so no one client (or a flood
 * of guests) can hold every socket of the process. A slot is taken when a stream opens and given back
 * when its connection closes; an address with no open slot is forgotten.
 */
export function createStreamSlots(limits: StreamLimits = DEFAULT_STREAM_LIMITS): StreamSlots {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    acquire(address) {
      if (total >= limits.total) return { ok: false, reason: 'total' };
      const held = byAddress.get(address) ?? 0;
      if (held >= limits.perAddress) return { ok: false, reason: 'address' };
      byAddress.set(address, held + 1);
      total += 1;
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    open: (address) => (address === undefined ? total : (byAddress.get(address) ?? 0)),
  };
}
