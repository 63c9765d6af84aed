export * from './tradingview.ts';
