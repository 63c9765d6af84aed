/**
 * `npm run ledger:verify -- FILE [--start HASH]`: recomputes a ledger's hash chain (core
 * `verifyLedger`, docs/analytics.md §3.12) from a file of records — a JSON array, or one JSON record a
 * line — and says the head, or the first record where the chain breaks and why. `--start` is the hash
 * before the file's first record when the file is a cut (the genesis by default). Exit 0 when the
 * chain holds, 1 when it breaks, 2 on bad usage or an unreadable file.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { LEDGER_GENESIS, type LedgerRecord, verifyLedger } from '@app/core';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { start: { type: 'string', default: LEDGER_GENESIS } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || !/^[0-9a-f]{64}$/.test(values.start)) {
    process.stderr.write('usage: npm run ledger:verify -- FILE [--start HASH]\n');
    return 2;
  }
  const text = (await readFile(file, 'utf8')).trim();
  const lines = text.startsWith('[') ? null : text.split('\n').filter((l) => l.trim() !== '');
  let records: LedgerRecord[];
  if (lines === null) records = JSON.parse(text) as LedgerRecord[];
  else {
    records = [];
    for (let i = 0; i < lines.length; i++) {
      try {
        records.push(JSON.parse(lines[i] as string) as LedgerRecord);
      } catch {
        process.stdout.write(`broken at record ${i} (line ${i + 1}): not JSON\n`);
        return 1;
      }
    }
  }
  const check = verifyLedger(records, sha256, values.start);
  if (check.ok) {
    process.stdout.write(`ok: ${check.records} records, head ${check.head}\n`);
    return 0;
  }
  const r = records[check.brokenAt];
  process.stdout.write(`broken at record ${check.brokenAt} (seq ${r?.seq ?? '?'}): ${check.reason}\n`);
  return 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`ledger:verify: ${(error as Error).message}\n`);
  process.exitCode = 2;
}
