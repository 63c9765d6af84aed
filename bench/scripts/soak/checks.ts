import type { StreamClient } from './stream-clients.ts';

/** The p-th percentile (0–100) of `values`, nearest rank; NaN when empty. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Growth of the last RSS sample over the first, a fraction (0.05 = 5 %). */
export function rssGrowth(samples: number[]): number {
  const first = samples[0];
  const last = samples.at(-1);
  return first && last ? (last - first) / first : Number.NaN;
}

export interface EventCheck {
  /** Distinct events (by module, data_time and occurrence) first received inside the window. */
  sent: number;
  /** Those events per module. */
  byModule: Record<string, number>;
  /** Clients that received every one of them, in the order of the first receipts. */
  complete: number;
  /** Events clients missed while reconnecting (allowed). */
  excused: number;
  /** One line per client that missed an event outside a reconnection, or received them out of order. */
  problems: string[];
}

const inGap = (at: number, gaps: [number, number][], margin: number) =>
  gaps.some(([lost, back]) => at >= lost - margin && at <= back + margin);

/**
 * Whether every client received every event the server sent in [from, to] (performance.now() ms).
 * The server does not number its events, so what it sent is the union of what the clients received:
 * each event is named by module, data_time and its occurrence in the client's stream (the same pair
 * may be sent twice), and dated by its first receipt by any client. A client that never lost its
 * connection must have received exactly that sequence; a client that reconnected must have received
 * each event's (module, data_time) unless the event was first received during one of its gaps (± the
 * margin).
 */
export function checkEvents(clients: StreamClient[], from: number, to: number, marginMs = 1000): EventCheck {
  const named = clients.map((client) => {
    const seen = new Map<string, number>();
    return client.events.map((e) => {
      const n = seen.get(e.key) ?? 0;
      seen.set(e.key, n + 1);
      return { ...e, id: `${e.key}#${n}` };
    });
  });
  const first = new Map<string, { key: string; at: number; seq: number }>();
  for (const event of named.flat()) {
    const seen = first.get(event.id);
    if (!seen || event.seq < seen.seq) first.set(event.id, event);
  }
  const inWindow = (id: string) => {
    const at = first.get(id)?.at ?? Number.NaN;
    return at >= from && at <= to;
  };
  const reference = [...first]
    .filter(([id]) => inWindow(id))
    .sort(([, a], [, b]) => a.seq - b.seq)
    .map(([id]) => id);
  const byModule: Record<string, number> = {};
  for (const id of reference) {
    const module = id.slice(0, id.indexOf('@'));
    byModule[module] = (byModule[module] ?? 0) + 1;
  }
  const check: EventCheck = { sent: reference.length, byModule, complete: 0, excused: 0, problems: [] };
  for (const [i, client] of clients.entries()) {
    const events = named[i] ?? [];
    let missing: string[];
    let inOrder = true;
    if (client.gaps.length === 0) {
      const sequence = events.map((e) => e.id).filter(inWindow);
      const got = new Set(sequence);
      missing = reference.filter((id) => !got.has(id));
      inOrder = missing.length > 0 || sequence.join() === reference.join();
    } else {
      const keys = new Set(events.map((e) => e.key));
      const absent = reference.filter((id) => !keys.has(first.get(id)?.key ?? ''));
      missing = absent.filter((id) => !inGap(first.get(id)?.at ?? 0, client.gaps, marginMs));
      check.excused += absent.length - missing.length;
    }
    const who = `client ${client.id} (${client.address}, ${client.connects} connections)`;
    if (missing.length > 0) check.problems.push(`${who}: missed ${missing.length}, first ${missing[0]}`);
    else if (!inOrder) check.problems.push(`${who}: events out of order`);
    else check.complete++;
  }
  return check;
}
