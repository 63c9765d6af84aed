import type { StreamEvent } from '@app/contracts';

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
    broadcast: (event) => send(formatEvent(event)),
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
