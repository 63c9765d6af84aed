import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeText, jsonNestsDeeperThan } from '../../../src/http/plugins/unsafe-input.ts';

/** Nesting depth by walking the parsed value: the reference the text scan must agree with. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(jsonNestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonNestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[]}}', 2)).toBe(true);
    expect(jsonNestsDeeperThan('["[[[[", "{{{{"]', 1)).toBe(false);
    expect(jsonNestsDeeperThan('["\\"[[[[", "\\\\", [1]]', 1)).toBe(true);
    expect(jsonNestsDeeperThan('[1], [2], [3]', 1)).toBe(false);
    expect(jsonNestsDeeperThan('"no containers"', 0)).toBe(false);
  });

  it('agrees with the depth of the parsed value for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(jsonNestsDeeperThan(text, max)).toBe(depthOf(value) > max);
      }),
    );
  });
});

describe('findUnsafeText', () => {
  it('finds a NUL or a lone surrogate in any string or key, and passes surrogate pairs', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'rocket \u{1F680}' }] })).toBeUndefined();
    expect(findUnsafeText({ a: ['ok', { b: 'x\ud800' }] })).toBe('lone-surrogate');
    expect(findUnsafeText({ a: '\udfffx' })).toBe('lone-surrogate');
    expect(findUnsafeText({ 'key\ud83d': 1 })).toBe('lone-surrogate');
    expect(findUnsafeText(['\ude80\ud83d'])).toBe('lone-surrogate');
    expect(findUnsafeText([1, null, true, 'a\0b'])).toBe('nul');
    expect(findUnsafeText({ 'k\0': 1 })).toBe('nul');
  });
});
