import { createHash } from 'node:crypto';
import { canonicalJson, LEDGER_GENESIS, type LedgerRecord, nextLedgerRecord, verifyLedger } from '@app/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

function chain(payloads: readonly unknown[]): LedgerRecord[] {
  const out: LedgerRecord[] = [];
  payloads.forEach((p, i) => {
    out.push(nextLedgerRecord(out.at(-1) ?? null, i % 3 === 2 ? 'outcome' : 'trade', 1_000 + i, p, sha256));
  });
  return out;
}

const payload = fc.record({
  symbol: fc.constantFrom('BTCUSDT', 'ETHUSDT', 'SOLUSDT'),
  direction: fc.constantFrom('Bullish', 'Bearish'),
  stop: fc.double({ min: 0.0001, max: 1e5, noNaN: true, noDefaultInfinity: true }),
  score: fc.integer({ min: 0, max: 10 }),
  p_tp1: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  reasons: fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
});

describe('ledger', () => {
  it('canonical JSON sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(/finite/);
  });

  it('chains from the genesis; the head is the last hash', () => {
    const records = chain([{ a: 1 }, { b: 2 }]);
    expect(records[0]?.prev).toBe(LEDGER_GENESIS);
    expect(records[1]?.prev).toBe(records[0]?.hash);
    expect(verifyLedger(records, sha256)).toEqual({ ok: true, records: 2, head: records[1]?.hash });
    // A cut verifies from the hash before it.
    expect(verifyLedger(records.slice(1), sha256, records[0]?.hash).ok).toBe(true);
  });

  it('property: the chain verifies, and any changed byte of a record breaks it at that record', () => {
    fc.assert(
      fc.property(
        fc.array(payload, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (payloads, which, where, delta) => {
          const records = chain(payloads);
          expect(verifyLedger(records, sha256).ok).toBe(true);
          // The file a reader holds: one canonical JSON line per record.
          const lines = records.map(canonicalJson);
          const i = which % lines.length;
          const bytes = Buffer.from(lines[i] as string, 'utf8');
          const at = where % bytes.length;
          bytes[at] = ((bytes[at] as number) + delta) % 256;
          const changed = bytes.toString('utf8');
          fc.pre(changed !== lines[i]);
          let parsed: LedgerRecord[];
          try {
            parsed = lines.map((l, k) => JSON.parse(k === i ? changed : l) as LedgerRecord);
          } catch {
            return; // a line that no longer parses is broken at that record by any reader
          }
          // A change that leaves the same value (e.g. an escape spelled differently) changes nothing. A
          // changed exponent can give a number JSON cannot hold (1e999 parses as Infinity): no longer a
          // record canonicalJson encodes, so it must break the chain at that record too.
          let unchanged: boolean;
          try {
            unchanged = canonicalJson(parsed[i]) === lines[i];
          } catch {
            unchanged = false;
          }
          fc.pre(!unchanged);
          const check = verifyLedger(parsed, sha256);
          expect(check.ok).toBe(false);
          if (!check.ok) expect(check.brokenAt).toBe(i);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a changed exponent that overflows to Infinity breaks the chain at that record', () => {
    const records = chain([{ p_tp1: 4.46e-243 }, { p_tp1: 0.5 }]);
    const lines = records.map(canonicalJson);
    const parsed = lines.map((l, k) => JSON.parse(k === 0 ? l.replace('e-243', 'e+943') : l) as LedgerRecord);
    expect(parsed[0]?.payload).toEqual({ p_tp1: Number.POSITIVE_INFINITY });
    const check = verifyLedger(parsed, sha256);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.brokenAt).toBe(0);
  });
});
