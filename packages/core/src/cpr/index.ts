export * from './bias.ts';
export * from './cpr-map.ts';
export * from './levels.ts';
export * from './period-cpr.ts';
export * from './position.ts';
export * from './snapshot.ts';
export * from './trend-model/index.ts';
export * from './types.ts';
