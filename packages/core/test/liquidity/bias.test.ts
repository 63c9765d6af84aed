import { describe, expect, it } from 'vitest';
import { liquidityBias } from '../../src/liquidity/bias.ts';

const cpr = { top: 102, mid: 101, bottom: 100 };
const swept = (price: number) => ({ price, swept: true, hitAt: 1 });
const intact = (price: number) => ({ price, swept: false, hitAt: null });

describe('liquidityBias', () => {
  it('a PDL sweep reclaimed is Bullish, a PDH sweep rejected Bearish', () => {
    expect(liquidityBias({ pdh: intact(110), pdl: swept(95), price: 96, cpr })).toEqual({
      bias: 'Bullish',
      biasReason: 'PDL swept and reclaimed',
    });
    expect(liquidityBias({ pdh: swept(110), pdl: intact(95), price: 109, cpr })).toEqual({
      bias: 'Bearish',
      biasReason: 'PDH swept and rejected',
    });
  });

  it('a sweep price has not come back from falls through to the CPR', () => {
    expect(liquidityBias({ pdh: intact(110), pdl: swept(95), price: 95, cpr }).biasReason).toBe(
      'Below daily CPR',
    );
    expect(liquidityBias({ pdh: swept(110), pdl: intact(95), price: 111, cpr })).toEqual({
      bias: 'Bullish',
      biasReason: 'Above daily CPR',
    });
  });

  it('PDL first when both were swept and price is between them', () => {
    expect(liquidityBias({ pdh: swept(110), pdl: swept(95), price: 101, cpr }).biasReason).toBe(
      'PDL swept and reclaimed',
    );
  });

  it('from the daily CPR otherwise, an edge being inside', () => {
    const at = (price: number) => liquidityBias({ pdh: intact(110), pdl: intact(95), price, cpr });
    expect(at(103)).toEqual({ bias: 'Bullish', biasReason: 'Above daily CPR' });
    expect(at(99)).toEqual({ bias: 'Bearish', biasReason: 'Below daily CPR' });
    expect(at(102)).toEqual({ bias: 'Neutral', biasReason: 'Inside daily CPR' });
    expect(at(100)).toEqual({ bias: 'Neutral', biasReason: 'Inside daily CPR' });
  });

  it('Neutral without a CPR or a price', () => {
    const none = { price: null, swept: false, hitAt: null };
    expect(liquidityBias({ pdh: none, pdl: none, price: 100, cpr: null })).toEqual({
      bias: 'Neutral',
      biasReason: 'No daily CPR',
    });
    expect(liquidityBias({ pdh: swept(110), pdl: swept(95), price: null, cpr }).biasReason).toBe(
      'No daily CPR',
    );
  });
});
