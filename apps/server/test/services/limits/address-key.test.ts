import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../src/services/limits/address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 on its /64 by default: every address of one /64 shares the key', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('takes the prefix length as a setting', () => {
    expect(addressKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(addressKey('2001:db8:1:2::1', 56)).toBe('2001:db8:1::/56');
    expect(addressKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(addressKey('2001:db8::1', 128)).toBe('2001:db8::1');
  });

  it('keeps text that is not an address, and names a missing one', () => {
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
    expect(addressKey(undefined)).toBe('unknown');
  });

  it('two IPv6 addresses share a key exactly when their first 64 bits agree', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const address = fc.array(group, { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(address, address, (a, b) => {
        // Not IPv4-mapped: those are keyed as IPv4.
        fc.pre(a[0] !== 0 && b[0] !== 0);
        const text = (g: number[]) => g.map((n) => n.toString(16)).join(':');
        const same = a.slice(0, 4).every((n, i) => n === b[i]);
        expect(addressKey(text(a)) === addressKey(text(b))).toBe(same);
      }),
    );
  });
});
