export * from './funding.ts';
export * from './last-at.ts';
export * from './movers.ts';
export * from './sim-positioning.ts';
export * from './snapshot.ts';
export * from './types.ts';
