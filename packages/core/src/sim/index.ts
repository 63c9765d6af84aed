export { SIM_EPOCH, simDayIndex } from './daily-skeleton.ts';
export { fatTail, studentT4Quantile } from './distributions.ts';
export * from './market.ts';
export { hashString, mixSeed, mulberry32, type Rng } from './prng.ts';
export { SIM_UNIVERSE, type SimSymbol, simSymbolNames } from './universe.ts';
