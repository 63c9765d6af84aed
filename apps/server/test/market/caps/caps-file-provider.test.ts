import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCapsFileProvider, parseCapsCsv } from '../../../src/market/caps/caps-file-provider.ts';

describe('MARKET_CAPS_FILE', () => {
  it('reads symbols or tickers, header optional, the largest cap of a ticker winning', () => {
    const csv = 'symbol,market_cap\nBTCUSDT,1.9e12\n1000PEPEUSDT,4200000000\nPEPE,100\n# note\n\nMOG,\n';
    const caps = parseCapsCsv(csv, 'caps.csv');
    expect([...caps]).toEqual([
      ['BTC', 1.9e12],
      ['PEPE', 4.2e9],
    ]);
  });

  it('names the file and line of a bad row', () => {
    expect(() => parseCapsCsv('BTCUSDT,1\nETHUSDT,lots\n', 'caps.csv')).toThrow(
      /caps\.csv:2: market_cap "lots"/,
    );
    expect(() => parseCapsCsv('BTCUSDT,1,2\n', 'caps.csv')).toThrow(/caps\.csv:1: expected/);
  });

  it('serves the tickers asked for; a missing file fails the fetch', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'caps-'));
    const file = join(dir, 'caps.csv');
    writeFileSync(file, 'BTCUSDT,1000\nETHUSDT,500\n');
    expect([...(await createCapsFileProvider(file).fetch(new Set(['ETH', 'SOL'])))]).toEqual([['ETH', 500]]);
    await expect(createCapsFileProvider(join(dir, 'none.csv')).fetch(new Set(['BTC']))).rejects.toThrow(
      /none\.csv/,
    );
  });
});
