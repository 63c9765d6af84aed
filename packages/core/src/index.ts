export * from './candles/index.ts';
export * from './cpr/index.ts';
export * from './ict/index.ts';
export * from './liquidity/index.ts';
export * from './markets/index.ts';
export * from './scoring/index.ts';
export * from './sim/index.ts';
export * from './volume/index.ts';
