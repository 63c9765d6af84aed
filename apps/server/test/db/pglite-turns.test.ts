import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { type HeldStatement, shareEventLoop, statementOf } from '../../src/db/pglite-turns.ts';

const message = (type: string, ...parts: string[]) => {
  const body = new TextEncoder().encode(parts.map((p) => `${p}\0`).join(''));
  return new Uint8Array([type.charCodeAt(0), 0, 0, 0, body.length + 4, ...body]);
};
const busy = (ms: number) => {
  for (const until = performance.now() + ms; performance.now() < until; );
};

/** A stand-in for PGlite whose every message holds the thread `holdMs`, as the WASM does. */
function fakeClient(holdMs: number) {
  const client = {
    execProtocolRaw: async (_message: Uint8Array) => {
      busy(holdMs);
      return new Uint8Array(0);
    },
  };
  return client as unknown as PGlite & typeof client;
}

describe('PGlite on the shared event loop', () => {
  it('reads the statement of a Parse message, only the command of a simple Query, and nothing of the others', () => {
    expect(statementOf(message('P', 'stmt1', 'select $1::int'))).toBe('select $1::int');
    expect(statementOf(message('Q', "update users set password_hash = 'x'"))).toBe('update … (simple query)');
    expect(statementOf(message('B', '', 'stmt1', 'secret-parameter'))).toBeUndefined();
  });

  it('lets timers run within a chain of statements, and reports one that held the loop', async () => {
    const held: HeldStatement[] = [];
    const client = fakeClient(8);
    shareEventLoop(client, { onHeld: (s) => held.push(s), thresholdMs: 5, sliceMs: 20 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await client.execProtocolRaw(message('P', '', 'select  *\n from candles'));
    // 30 statements of 8 ms awaited one after the other: 240 ms of held time in one chain.
    for (let i = 0; i < 30; i++) await client.execProtocolRaw(message('E', ''));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // Without the turns no timer fires until the chain ends; with them one fires every ~3 statements.
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(elapsed).toBeGreaterThan(240);
    expect(held).toHaveLength(31);
    expect(held[0]).toMatchObject({ sql: 'select * from candles' });
    expect(held[30]?.sql).toBe('select * from candles');
  });
});
