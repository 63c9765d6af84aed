import { describe, expect, it } from 'vitest';
import { formatPrice, formatR, formatZone, priceDecimals } from '../../src/components/price-format.ts';

describe('ICT formatting', () => {
  it('formats BTC and PEPE sized prices to 5 significant digits, at least cents', () => {
    expect(formatPrice(65012.345)).toBe('65,012.35');
    expect(formatPrice(3200)).toBe('3,200.00');
    expect(formatPrice(150.5)).toBe('150.50');
    expect(formatPrice(10.07594)).toBe('10.076');
    expect(formatPrice(1.234567)).toBe('1.2346');
    expect(formatPrice(0.6)).toBe('0.60000');
    expect(formatPrice(0.009123456)).toBe('0.0091235');
    expect(formatPrice(0.0000123)).toBe('0.000012300');
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
    expect([65000, 150, 2.1, 0.009, 0.0000123, 1e-20].map(priceDecimals)).toEqual([2, 2, 4, 7, 9, 12]);
  });

  it('gives the levels of one setup or trade the decimals of its reference price', () => {
    expect(formatPrice(0.9412, 1.0057)).toBe('0.9412');
    expect(formatPrice(1.0057, 1.0057)).toBe('1.0057');
    expect(formatPrice(85.5, 65000)).toBe('85.50');
    expect(formatZone(0.00001234, 0.00001245)).toBe('0.000012340 – 0.000012450');
    expect(formatZone(2.1355, 2.142)).toBe('2.1355 – 2.1420');
    expect(formatZone(99.5, 100.25, 99.5)).toBe('99.500 – 100.250');
  });

  it('formats R multiples', () => {
    expect(formatR(1.5)).toBe('+1.5R');
    expect(formatR(-1)).toBe('−1R');
    expect(formatR(0.001)).toBe('0R');
    expect(formatR(null)).toBe('-');
  });
});
