export * from './market.ts';
export { mulberry32, type Rng } from './prng.ts';
export { SIM_UNIVERSE, type SimSymbol, simSymbolNames } from './universe.ts';
