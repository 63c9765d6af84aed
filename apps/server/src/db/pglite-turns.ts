import type { PGlite } from '@electric-sql/pglite';
import { timeSlicer } from '../lib/event-loop-turns.ts';

/** A statement that held the event loop: its SQL text (never its parameters) and for how long. */
export interface HeldStatement {
  sql: string;
  heldMs: number;
}

const PARSE = 0x50; // 'P': extended-protocol Parse (name, then the statement's text)
const QUERY = 0x51; // 'Q': simple-protocol Query (the statement's text)

/**
 * The statement of a Parse message (its text, with placeholders for the parameters), or the first
 * word of a simple Query message (whose text may hold literal values, never logged); undefined for
 * the other messages.
 */
export function statementOf(message: Uint8Array): string | undefined {
  const type = message[0];
  if (type !== PARSE && type !== QUERY) return undefined;
  let start = 5;
  if (type === PARSE) start = message.indexOf(0, start) + 1; // skip the statement name
  const end = message.indexOf(0, start);
  const text = new TextDecoder().decode(message.subarray(start, end < 0 ? undefined : end));
  return type === PARSE ? text : `${text.trim().split(/\s+/, 1)[0] ?? ''} … (simple query)`;
}

export interface PgliteTurnsOptions {
  /** Hears of each statement that held the event loop `thresholdMs` or more. */
  onHeld?: (statement: HeldStatement) => void;
  thresholdMs?: number;
  /** Longest run of statements between two turns of the event loop. */
  sliceMs?: number;
}

/**
 * Shares the event loop between PGlite and everything else (docs/reliability.md, Soak). PGlite runs
 * PostgreSQL as WebAssembly on the calling thread and resolves its promises without I/O: each
 * protocol message it executes (`execProtocolRaw`) holds the loop until the WASM returns, and a chain
 * of awaited statements (a job reading its inputs, writing its results, the alert evaluation after
 * it) runs as one run of microtasks in which no request is answered. So before a message, once
 * `sliceMs` have passed since the last turn, this lets the loop turn (requests, timers, the stream);
 * the statement in progress keeps PGlite's own lock meanwhile, so no other statement runs between
 * its messages. It also reports a message that held the loop `thresholdMs` or more, named by the last
 * Parse or Query message's SQL; Bind messages (the parameters) are never read.
 */
export function shareEventLoop(client: PGlite, options: PgliteTurnsOptions = {}): void {
  const { onHeld, thresholdMs = 100 } = options;
  const raw = client.execProtocolRaw.bind(client);
  const slice = timeSlicer(options.sliceMs ?? 20);
  let current = '';
  client.execProtocolRaw = async (message, execOptions) => {
    await slice();
    current = statementOf(message) ?? current;
    const started = performance.now();
    const result = raw(message, execOptions);
    const heldMs = performance.now() - started;
    if (onHeld && heldMs >= thresholdMs) onHeld({ sql: current.replace(/\s+/g, ' ').slice(0, 160), heldMs });
    return result;
  };
}
