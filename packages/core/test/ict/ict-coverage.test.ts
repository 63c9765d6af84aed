import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import { analyzeIct } from '../../src/ict/analyze-ict.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import type { IctAnalysis } from '../../src/ict/types.ts';
import { SIM_DAY, simHistory, simIctMarket } from '../support/ict-sim-data.ts';

describe('coverage on simulated data', () => {
  it('every bias, PD array, FVG type, label, OTE and sweep yes/no, and trades of both directions occur', () => {
    const market = simIctMarket(6);
    const seen = new Set<string>();
    const note = (a: IctAnalysis) => {
      seen.add(`bias ${a.htfBias}`);
      seen.add(`pd ${a.htfPdArray}`);
      seen.add(`ote ${a.ltfOte}`);
      seen.add(`fvg ${a.fvgType}`);
      seen.add(`sweep ${a.liquiditySweep}`);
      seen.add(`label ${a.label}`);
      if (a.trade) seen.add(`trade ${a.trade.direction}`);
    };
    for (const { symbol } of market.symbols) {
      const days = simHistory(market, symbol, SIM_DAY, SIM_DAY + 8 * DAY_MS);
      for (let now = SIM_DAY; now <= SIM_DAY + 8 * DAY_MS; now += 5 * MINUTE_MS) {
        note(analyzeIct({ ...days, now }, params));
      }
      // a young listing: a few days of 1h bars (no dealing range yet, often no break of structure)
      for (const hourDays of [1, 2, 3, 4]) {
        const young = simHistory(market, symbol, SIM_DAY, SIM_DAY + DAY_MS, hourDays);
        for (let now = SIM_DAY; now <= SIM_DAY + DAY_MS; now += HOUR_MS)
          note(analyzeIct({ ...young, now }, params));
      }
    }
    const expected = [
      ...['Bullish', 'Bearish', 'Neutral'].map((b) => `bias ${b}`),
      ...['Premium', 'Discount', 'Equilibrium', 'Unknown'].map((p) => `pd ${p}`),
      'ote true',
      'ote false',
      ...['Two Sided FVG', 'Breaker FVG', 'One Sided FVG', 'None'].map((f) => `fvg ${f}`),
      'sweep true',
      'sweep false',
      'trade Bullish',
      'trade Bearish',
      ...['Strong', '', 'Potential'].flatMap((q) =>
        ['Bullish', 'Bearish'].map((d) => `label ${q} ${d}`.replace('  ', ' ')),
      ),
      'label Neutral',
      'label No Setup',
    ];
    expect(expected.filter((k) => !seen.has(k))).toEqual([]);
  });
});
