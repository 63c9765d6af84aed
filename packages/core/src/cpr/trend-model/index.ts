export * from './features.ts';
export * from './logistic.ts';
export * from './trend-day.ts';
export * from './trend-model.ts';
export * from './walk-forward.ts';
