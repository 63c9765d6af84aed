export * from './alert-cooldown.ts';
export * from './alert-event.ts';
export * from './cpr-alert-state.ts';
export * from './diff-alert-states.ts';
export * from './ict-alert-state.ts';
export * from './liquidity-alert-state.ts';
export * from './match-alert-rules.ts';
export * from './volume-alert-state.ts';
