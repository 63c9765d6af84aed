export * from './aggregate.ts';
export * from './candle-window.ts';
export * from './close-search.ts';
export * from './completeness.ts';
export * from './forming.ts';
export * from './staleness.ts';
export * from './timeframe.ts';
export * from './types.ts';
