import { describe, expect, it } from 'vitest';
import { coinTicker, coinTickers } from '../../../src/market/caps/coin-ticker.ts';

describe('coinTicker', () => {
  it.each([
    ['BTCUSDT', 'BTC'],
    ['ETHUSDT', 'ETH'],
    ['1000PEPEUSDT', 'PEPE'],
    ['1000000MOGUSDT', 'MOG'],
    ['10000LADYSUSDT', 'LADYS'],
    ['1000000BABYDOGEUSDT', 'BABYDOGE'],
    ['1MBABYDOGEUSDT', 'BABYDOGE'],
    ['1000SATSUSDT', 'SATS'],
    ['SHIB1000USDT', 'SHIB'],
    ['1INCHUSDT', '1INCH'],
    ['API3USDT', 'API3'],
    ['C98USDT', 'C98'],
    ['btcusdt', 'BTC'],
    ['PEPE', 'PEPE'],
    ['1000PEPE', 'PEPE'],
    ['USDT', 'USDT'],
  ])('%s → %s', (symbol, ticker) => {
    expect(coinTicker(symbol)).toBe(ticker);
  });

  it('gives each ticker once', () => {
    expect([...coinTickers(['1000PEPEUSDT', 'PEPEUSDT', 'BTCUSDT'])]).toEqual(['PEPE', 'BTC']);
  });
});
