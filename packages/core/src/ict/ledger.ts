/**
 * A verifiable track record (docs/analytics.md §3.12 "Ledger"): each trade, when generated, and
 * each outcome afterwards, appended as a record chained to the one before by SHA-256 of the previous
 * hash and the record's canonical JSON. Anyone holding the records recomputes the chain; a changed
 * byte breaks it at the record it is in. Pure: the hash function is passed in (node:crypto on the
 * server and in tools), so core stays free of platform modules.
 */

/** SHA-256 of a UTF-8 string, as 64 lowercase hex digits. */
export type Sha256Hex = (text: string) => string;

/** The hash the first record chains to. */
export const LEDGER_GENESIS = '0'.repeat(64);

export type LedgerKind = 'trade' | 'outcome';

export interface LedgerRecord {
  /** 0, 1, 2, … in chain order. */
  seq: number;
  kind: LedgerKind;
  /** Market time (ms) of the event: the trade's generation or the outcome's close. */
  at: number;
  /** What is committed: a trade's plan, score and served P(TP1); an outcome's trade id, status and times. */
  payload: unknown;
  /** The previous record's hash (`LEDGER_GENESIS` for the first). */
  prev: string;
  /** sha256(prev + canonicalJson({seq, kind, at, payload})). */
  hash: string;
}

/**
 * JSON with object keys sorted (recursively) and no whitespace: one text per value, so a record hashes
 * the same wherever it is serialized. Throws on a non-finite number (JSON has none).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonicalJson: a number must be finite');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new Error(`canonicalJson: cannot encode ${typeof value}`);
}

/** The hash of a record from its previous hash and its content. */
function ledgerHash(
  prev: string,
  record: Pick<LedgerRecord, 'seq' | 'kind' | 'at' | 'payload'>,
  sha256: Sha256Hex,
): string {
  const { seq, kind, at, payload } = record;
  return sha256(`${prev}${canonicalJson({ seq, kind, at, payload })}`);
}

/** The next record after `last` (null: the first). */
export function nextLedgerRecord(
  last: LedgerRecord | null,
  kind: LedgerKind,
  at: number,
  payload: unknown,
  sha256: Sha256Hex,
): LedgerRecord {
  const seq = last === null ? 0 : last.seq + 1;
  const prev = last === null ? LEDGER_GENESIS : last.hash;
  return { seq, kind, at, payload, prev, hash: ledgerHash(prev, { seq, kind, at, payload }, sha256) };
}

export type LedgerCheck =
  | { ok: true; records: number; head: string }
  | { ok: false; records: number; brokenAt: number; reason: string };

/**
 * Recomputes a run of records: each must follow the one before (`seq` + 1, `prev` = its hash) and
 * carry the hash of its own content. `start` is the hash the first record chains to (the genesis for
 * a whole ledger, or the hash before a `from` cut). Says the index of the first record that breaks.
 */
export function verifyLedger(
  records: readonly LedgerRecord[],
  sha256: Sha256Hex,
  start: string = LEDGER_GENESIS,
): LedgerCheck {
  let prev = start;
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as LedgerRecord;
    const seqOk = i === 0 || r.seq === (records[i - 1] as LedgerRecord).seq + 1;
    if (!seqOk) return { ok: false, records: records.length, brokenAt: i, reason: 'sequence gap' };
    if (r.prev !== prev)
      return { ok: false, records: records.length, brokenAt: i, reason: 'prev is not the hash before' };
    let hash: string;
    try {
      hash = ledgerHash(r.prev, r, sha256);
    } catch (error) {
      return { ok: false, records: records.length, brokenAt: i, reason: String(error) };
    }
    if (hash !== r.hash)
      return { ok: false, records: records.length, brokenAt: i, reason: 'hash does not match the content' };
    prev = r.hash;
  }
  return { ok: true, records: records.length, head: prev };
}
