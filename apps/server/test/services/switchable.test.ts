import { describe, expect, it } from 'vitest';
import { switchable, switchableGroup } from '../../src/services/switchable.ts';

const counter = (key: string) => {
  let n = 0;
  return { key, next: () => `${key}:${++n}` };
};

describe('switchable', () => {
  it('follows the current target, methods bound to it', () => {
    let target = counter('a');
    const view = switchable(() => target);
    const next = view.next;
    expect(view.next()).toBe('a:1');
    target = counter('b');
    expect(view.key).toBe('b');
    expect(view.next()).toBe('b:1');
    expect(next()).toBe('a:2'); // a method read earlier stays bound to its target
    expect('next' in view).toBe(true);
  });

  it('forwards each member of a group', () => {
    let group = { one: counter('x'), two: counter('y') };
    const view = switchableGroup(() => group);
    expect(Object.keys(view)).toEqual(['one', 'two']);
    group = { one: counter('p'), two: counter('q') };
    expect([view.one.next(), view.two.key]).toEqual(['p:1', 'q']);
  });
});
