export * from './analyze-liquidity.ts';
export * from './bias.ts';
export * from './history-spans.ts';
export * from './liquidity-day.ts';
export * from './ranges.ts';
export * from './session-bias.ts';
export * from './types.ts';
