import { analyzeIct } from '../ict/analyze-ict.ts';
import { cprsInWindow, dailySeriesAt } from './period-cprs.ts';
import { sessionLevelsByDay } from './session-levels.ts';
import { closedWindowBars, fvgOverlays, swingOverlays } from './structures.ts';
import type { OverlayInput, SymbolOverlays } from './types.ts';
import { virginCprLedger } from './virgin-cprs.ts';

/**
 * Every chart overlay of one symbol at `now` (`market/overlays/`), composed of the engines' own
 * functions, reading only what had traded by `now` (no look-ahead):
 * - `cprs`: the daily, weekly and monthly CPR of each period overlapping the window (`cprsInWindow`);
 * - `virginCprs`: the virgin CPR ledger with age and distance from the price (`virginCprLedger`);
 * - `sessions`: PDH/PDL and the Asia and London ranges of each day of the window (`sessionLevelsByDay`);
 * - `fvgs` and `swings`: those of the window's closed `tf` bars (`fvgOverlays`, `swingOverlays`);
 * - `leg`, `ote`, `dealingRange`, `price` and `asOf`: the ICT evaluation at `now` (`analyzeIct`:
 *   the latest 5m impulse leg, its OTE zone, the 4h dealing range).
 */
export function computeOverlays(input: OverlayInput): SymbolOverlays {
  const { now, from, to } = input;
  const ict = analyzeIct(
    { bars5m: input.bars5m, bars1h: input.bars1h, now, ...(input.last ? { last: input.last } : {}) },
    input.params,
  );
  const days = dailySeriesAt(input.daily, input.bars5m, now);
  const window = closedWindowBars(input.bars, input.tf, from, to, now);
  return {
    asOf: ict.asOf,
    price: ict.price,
    cprs: cprsInWindow(days, from, to, now),
    virginCprs: virginCprLedger(days, now, ict.price),
    sessions: sessionLevelsByDay(input.bars5m, input.windows, from, to, now),
    fvgs: fvgOverlays(window, input.tf),
    swings: swingOverlays(window, input.tf),
    leg: ict.leg && {
      direction: ict.leg.direction,
      fromTime: ict.leg.fromTime,
      fromPrice: ict.leg.fromPrice,
      toTime: ict.leg.toTime,
      toPrice: ict.leg.toPrice,
    },
    ote: ict.ote,
    dealingRange: ict.dealingRange && { high: ict.dealingRange.high, low: ict.dealingRange.low },
  };
}
