export * from './tp1-features.ts';
export * from './tp1-model.ts';
export * from './tp1-outcome.ts';
export * from './tp1-scores.ts';
export * from './tp1-walk-forward.ts';
