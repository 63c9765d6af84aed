export * from './cap-category.ts';
export * from './colours.ts';
export * from './cpr-scores.ts';
export * from './points.ts';
export * from './snapshot-scores.ts';
