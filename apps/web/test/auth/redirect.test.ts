import { describe, expect, it } from 'vitest';
import { loginRedirectTarget, pathOf } from '../../src/auth/redirect.ts';

describe('loginRedirectTarget', () => {
  it('goes to /cpr/ without a remembered origin', () => {
    expect(loginRedirectTarget(null)).toBe('/cpr/');
    expect(loginRedirectTarget({})).toBe('/cpr/');
    expect(loginRedirectTarget({ from: 42 })).toBe('/cpr/');
  });
  it('goes back to the remembered origin', () => {
    expect(loginRedirectTarget({ from: '/ict/trades?x=1' })).toBe('/ict/trades?x=1');
  });
  it('ignores origins that would loop or leave the site', () => {
    expect(loginRedirectTarget({ from: '/login' })).toBe('/cpr/');
    expect(loginRedirectTarget({ from: '/register?a=b' })).toBe('/cpr/');
    expect(loginRedirectTarget({ from: '//evil.example' })).toBe('/cpr/');
    expect(loginRedirectTarget({ from: 'https://evil.example' })).toBe('/cpr/');
  });
  it('keeps the query and hash of a location', () => {
    expect(pathOf({ pathname: '/cpr', search: '?q=btc', hash: '#top' })).toBe('/cpr?q=btc#top');
  });
});
