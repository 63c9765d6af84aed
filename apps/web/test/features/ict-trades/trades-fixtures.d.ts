import type { IctTrade } from '@app/contracts';
/** Test data for the ICT trades screen (not shipped: only tests import it). */
export declare function trade(id: number, symbol: string, over?: Partial<IctTrade>): IctTrade;
/**
 * Six trades, newest first: one per status. BTC (open) and ETH (triggered) have price inside their
 * entry zones (ETH on its upper edge); the rest are outside. Outcomes: tp1 +1R (still live: honest R unknown), tp2 +2R
 * (honest R 1.5: half at TP1, half at TP2), stopped −1R. P(TP1): BTC #6 29 % and PEPE 41 % from the model,
 * ETH 34 % the base rate, the rest none.
 */
export declare const trades: IctTrade[];
//# sourceMappingURL=trades-fixtures.d.ts.map
