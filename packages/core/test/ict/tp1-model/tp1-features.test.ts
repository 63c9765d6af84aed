import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../../src/candles/timeframe.ts';
import { analyzeIct } from '../../../src/ict/analyze-ict.ts';
import { defaultIctParams as params } from '../../../src/ict/params.ts';
import {
  tp1FeatureGroups,
  tp1FeatureNames,
  tp1Features,
  tp1GroupColumns,
} from '../../../src/ict/tp1-model/tp1-features.ts';
import { tradeFill } from '../../../src/ict/trade-plan.ts';
import { SIM_DAY, simHistory, simIctMarket } from '../../support/ict-sim-data.ts';

const M5 = 5 * MINUTE_MS;

describe('tp1Features', () => {
  const market = simIctMarket(1);
  const symbol = market.symbols[0]?.symbol ?? '';
  const full = simHistory(market, symbol, SIM_DAY, SIM_DAY + DAY_MS);
  const withTrades = Array.from({ length: 288 }, (_, i) =>
    analyzeIct({ ...full, now: SIM_DAY + i * M5 }, params),
  ).filter((a) => a.trade !== null);

  it('one finite value per named column; the groups partition the columns', () => {
    expect(withTrades.length).toBeGreaterThan(0);
    for (const a of withTrades) {
      const x = tp1Features(a, a.trade as NonNullable<typeof a.trade>);
      expect(x).toHaveLength(tp1FeatureNames.length);
      expect(x.every(Number.isFinite)).toBe(true);
    }
    const cols = Object.keys(tp1FeatureGroups).flatMap((g) =>
      tp1GroupColumns(g as keyof typeof tp1FeatureGroups),
    );
    expect([...cols].sort((a, b) => a - b)).toEqual(tp1FeatureNames.map((_, i) => i));
  });

  it('geometry in ATR and R units, the score and direction as analysed', () => {
    for (const a of withTrades) {
      const plan = a.trade as NonNullable<typeof a.trade>;
      const x = tp1Features(a, plan);
      const at = (name: string) => x[tp1FeatureNames.indexOf(name)] as number;
      const fill = tradeFill(plan);
      expect(Math.exp(at('log_risk_atr'))).toBeCloseTo(Math.abs(fill - plan.stopLoss) / (a.atr as number), 9);
      expect(Math.exp(at('log_tp1_r'))).toBeCloseTo(
        Math.abs(plan.takeProfit1 - fill) / Math.abs(fill - plan.stopLoss),
        9,
      );
      expect(at('score')).toBe(a.score);
      expect(at('long')).toBe(plan.direction === 'Bullish' ? 1 : 0);
      expect(at('ltf_ote')).toBe(a.ltfOte ? 1 : 0);
      expect(at('asia') + at('london') + at('new_york')).toBeLessThanOrEqual(1);
    }
  });
});
