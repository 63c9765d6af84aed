import { describe, expect, it } from 'vitest';
import { createSimMarket, SIM_UNIVERSE, simSymbolNames } from '../../src/index.ts';

describe('simulated symbol names', () => {
  it('lists the universe largest first, then generated names, as many as asked', () => {
    const names = simSymbolNames(SIM_UNIVERSE.length + 3);
    expect(names.slice(0, SIM_UNIVERSE.length)).toEqual(SIM_UNIVERSE.map((s) => s.symbol));
    expect(names.slice(SIM_UNIVERSE.length)).toEqual(['GEN0USDT', 'GEN1USDT', 'GEN2USDT']);
    expect(simSymbolNames(2)).toEqual(SIM_UNIVERSE.slice(0, 2).map((s) => s.symbol));
    expect(simSymbolNames(0)).toEqual([]);
  });

  it('gives a simulated market of 500 symbols when asked for 500', () => {
    const market = createSimMarket({ seed: 1, symbols: 500 });
    expect(market.symbols).toHaveLength(500);
    expect(new Set(market.symbols.map((s) => s.symbol)).size).toBe(500);
  });
});
