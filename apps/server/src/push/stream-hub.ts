import type { StreamEvent, StreamModule, StreamSync } from '@app/contracts';

/** Where a connected stream client's text goes (an HTTP response in production). */
export interface StreamSink {
  write(text: string): void;
  /** Ends the connection (server shutdown). */
  end(): void;
}

export interface StreamHub {
  /** Adds a client; returns the function that removes it (call it when the connection closes). */
  add(sink: StreamSink): () => void;
  broadcast(event: StreamEvent): void;
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

/**
 * The clients connected to `GET stream/`: every event goes to each of them, and a heartbeat comment
 * (`: ping`) every `heartbeatMs` keeps idle connections open. The heartbeat timer runs only while
 * clients are connected; a client whose write throws is dropped.
 */
export function createStreamHub(options: StreamHubOptions): StreamHub {
  const sinks = new Set<StreamSink>();
  const every = options.setInterval ?? ((run, ms) => setInterval(run, ms).unref());
  const stopEvery = options.clearInterval ?? ((h) => clearInterval(h as NodeJS.Timeout));
  let heartbeat: unknown;
  const newest = new Map<StreamModule, { ms: number; iso: string }>();

  const send = (text: string) => {
    for (const sink of [...sinks]) {
      try {
        sink.write(text);
      } catch {
        sinks.delete(sink);
      }
    }
    if (sinks.size === 0) stopHeartbeat();
  };
  const stopHeartbeat = () => {
    if (heartbeat !== undefined) stopEvery(heartbeat);
    heartbeat = undefined;
  };

  return {
    add(sink) {
      sinks.add(sink);
      heartbeat ??= every(() => send(': ping\n\n'), options.heartbeatMs);
      return () => {
        sinks.delete(sink);
        if (sinks.size === 0) stopHeartbeat();
      };
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
      for (const sink of sinks) {
        try {
          sink.end();
        } catch {
          // already gone
        }
      }
      sinks.clear();
      stopHeartbeat();
    },
  };
}
