export * from './compute-overlays.ts';
export * from './period-cprs.ts';
export * from './session-levels.ts';
export * from './structures.ts';
export * from './types.ts';
export * from './virgin-cprs.ts';
