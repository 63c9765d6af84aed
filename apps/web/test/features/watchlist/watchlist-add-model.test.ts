import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFeedback, symbolToAdd } from '../../../src/features/watchlist/watchlist-add-model.ts';

const known = new Set(['BTCUSDT', 'ETHUSDT', '1000PEPEUSDT', 'BNB']);

describe('symbolToAdd', () => {
  it('reads case, spaces, an exchange prefix and a perpetual suffix', () => {
    expect(symbolToAdd('  ethusdt ', [], known)).toEqual({ kind: 'add', symbol: 'ETHUSDT' });
    expect(symbolToAdd('BINANCE:BTCUSDT.P', [], known)).toEqual({ kind: 'add', symbol: 'BTCUSDT' });
  });

  it('completes a base to its USDT pair unless the base is itself a symbol', () => {
    expect(symbolToAdd('btc', [], known)).toEqual({ kind: 'add', symbol: 'BTCUSDT' });
    expect(symbolToAdd('1000pepe', [], known)).toEqual({ kind: 'add', symbol: '1000PEPEUSDT' });
    expect(symbolToAdd('bnb', [], known)).toEqual({ kind: 'add', symbol: 'BNB' });
  });

  it('says when the symbol is watched already or not listed, and adds nothing for an empty box', () => {
    expect(symbolToAdd('btc', ['BTCUSDT'], known)).toEqual({ kind: 'already', symbol: 'BTCUSDT' });
    expect(symbolToAdd('DOGEUSDT', [], known)).toEqual({ kind: 'unknown', symbol: 'DOGEUSDT' });
    expect(symbolToAdd('   ', [], known)).toEqual({ kind: 'empty' });
  });

  it('leaves the judgement to the server while the catalog is not loaded', () => {
    expect(symbolToAdd('dogeusdt', [], new Set())).toEqual({ kind: 'add', symbol: 'DOGEUSDT' });
  });

  it('never offers to add a watched or unlisted symbol (property)', () => {
    const symbols = fc.constantFrom('BTCUSDT', 'ETHUSDT', 'BNB', 'XRPUSDT', 'btc', ' eth ', 'x');
    fc.assert(
      fc.property(symbols, fc.array(fc.constantFrom('BTCUSDT', 'ETHUSDT', 'BNB')), (typed, watched) => {
        const choice = symbolToAdd(typed, watched, known);
        if (choice.kind === 'add') {
          expect(watched).not.toContain(choice.symbol);
          expect(known.has(choice.symbol)).toBe(true);
        }
        expect(addFeedback(choice) === null).toBe(choice.kind === 'add' || choice.kind === 'empty');
      }),
    );
  });
});

describe('addFeedback', () => {
  it('names the symbol in its line', () => {
    expect(addFeedback({ kind: 'already', symbol: 'BTCUSDT' })).toBe('BTCUSDT is already in your watchlist');
    expect(addFeedback({ kind: 'unknown', symbol: 'ABCUSDT' })).toBe('ABCUSDT is not a listed symbol');
  });
});
