import type { StreamAccountEvent, StreamEvent, StreamModule, StreamSync } from '@app/contracts';

/** Where a connected stream client's text goes (an HTTP response in production). */
export interface StreamSink {
  write(text: string): void;
  /** Ends the connection (server shutdown). */
  end(): void;
}

export interface StreamHub {
  /**
   * Adds a client, signed in as `userId` (opened with a stream ticket) or a guest; returns the function
   * that removes it (call it when the connection closes).
   */
  add(sink: StreamSink, userId?: number, familyId?: string | null): () => void;
  /**
   * Ends the connections of `userId` (their account changed: a deactivation, a role change). A tab
   * still signed in reconnects with a fresh ticket, which only an active user gets.
   */
  closeUser(userId: number): void;
  /** Ends the connections opened with a ticket of the session `familyId` (a logout, a revoked session). */
  closeFamily(familyId: string): void;
  broadcast(event: StreamEvent): void;
  /** Sends an account event to the connections of `userId` only (none: nothing happens). */
  sendToUser(userId: number, event: StreamAccountEvent): void;
  /** The newest `data_time` broadcast per module so far: the first event of every new connection. */
  sync(): StreamSync;
  /** Connected clients (tests and metrics). */
  size(): number;
  /** Ends every client's connection and stops the heartbeat (server shutdown). */
  close(): void;
}

export interface StreamHubOptions {
  heartbeatMs: number;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** One server-sent event: a JSON `data:` line (the StreamEvent), no event name, so `onmessage` gets it. */
export function formatEvent(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** The sync event (`{type: 'sync', modules}`) as one `data:` line. */
export function formatSync(sync: StreamSync): string {
  return `data: ${JSON.stringify(sync)}\n\n`;
}

/** An account event (`{type: 'account', changed_at}`) as one `data:` line. */
function formatAccountEvent(event: StreamAccountEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * The clients connected to `GET stream/`: every event goes to each of them, and a heartbeat comment
 * (`: ping`) every `heartbeatMs` keeps idle connections open. The heartbeat timer runs only while
 * clients are connected; a client whose write throws is dropped.
 */
export function createStreamHub(options: StreamHubOptions): StreamHub {
  const sinks = new Set<StreamSink>();
  const byUser = new Map<number, Set<StreamSink>>();
  const every = options.setInterval ?? ((run, ms) => setInterval(run, ms).unref());
  const stopEvery = options.clearInterval ?? ((h) => clearInterval(h as NodeJS.Timeout));
  let heartbeat: unknown;
  const newest = new Map<StreamModule, { ms: number; iso: string }>();

  const send = (text: string, to: Iterable<StreamSink> = sinks) => {
    for (const sink of [...to]) {
      try {
        sink.write(text);
      } catch {
        sinks.delete(sink);
        for (const own of byUser.values()) own.delete(sink);
      }
    }
    if (sinks.size === 0) stopHeartbeat();
  };
  const stopHeartbeat = () => {
    if (heartbeat !== undefined) stopEvery(heartbeat);
    heartbeat = undefined;
  };

  const familyOf = new Map<StreamSink, string>();
  const end = (own: Iterable<StreamSink>) => {
    for (const sink of [...own]) {
      try {
        sink.end();
      } catch {
        // already gone
      }
    }
  };

  return {
    add(sink, userId, familyId) {
      sinks.add(sink);
      if (userId !== undefined) byUser.set(userId, (byUser.get(userId) ?? new Set()).add(sink));
      if (familyId) familyOf.set(sink, familyId);
      heartbeat ??= every(() => send(': ping\n\n'), options.heartbeatMs);
      return () => {
        sinks.delete(sink);
        familyOf.delete(sink);
        const own = userId === undefined ? undefined : byUser.get(userId);
        own?.delete(sink);
        if (userId !== undefined && own?.size === 0) byUser.delete(userId);
        if (sinks.size === 0) stopHeartbeat();
      };
    },
    // Ended here; each connection's own close then removes it (the remove function add returned).
    closeUser(userId) {
      end(byUser.get(userId) ?? []);
    },
    closeFamily(familyId) {
      end([...familyOf].filter(([, family]) => family === familyId).map(([sink]) => sink));
    },
    sendToUser(userId, event) {
      const own = byUser.get(userId);
      if (own) send(formatAccountEvent(event), own);
    },
    broadcast(event) {
      const ms = Date.parse(event.data_time);
      const seen = newest.get(event.module);
      if (!seen || ms > seen.ms) newest.set(event.module, { ms, iso: event.data_time });
      send(formatEvent(event));
    },
    sync: () => ({
      type: 'sync',
      modules: Object.fromEntries([...newest].map(([module, { iso }]) => [module, iso])),
    }),
    size: () => sinks.size,
    close() {
      end(sinks);
      sinks.clear();
      byUser.clear();
      familyOf.clear();
      stopHeartbeat();
    },
  };
}
