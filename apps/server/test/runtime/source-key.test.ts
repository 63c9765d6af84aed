import { describe, expect, it } from 'vitest';
import { sourceKey } from '../../src/runtime/source-key.ts';

describe('sourceKey', () => {
  it('keys the exchange source per venue, the others by kind', () => {
    expect(sourceKey('exchange', 'BYBIT')).toBe('exchange:BYBIT');
    expect(sourceKey('exchange', 'BINANCE')).not.toBe(sourceKey('exchange', 'BYBIT'));
    expect(sourceKey('simulated', 'BYBIT')).toBe('simulated');
    expect(sourceKey('files')).toBe('files');
    expect(() => sourceKey('exchange')).toThrow(/venue/);
  });
});
