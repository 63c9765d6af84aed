export * from './baselines.ts';
export * from './classify-volume.ts';
export * from './session-slots.ts';
export * from './types.ts';
export * from './volume-status.ts';
