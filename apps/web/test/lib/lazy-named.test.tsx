import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../../src/lib/lazy-named.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyNamed', () => {
  it('shows the fallback until the module loads, then its named export with the props given', async () => {
    let loads = 0;
    let finish: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (finish = resolve));
    const LazyGreeting = lazyNamed(async () => {
      loads += 1;
      await loaded;
      return { Greeting, other: 1 };
    }, 'Greeting');
    const view = render(
      <Suspense fallback={<p>Loading chunk</p>}>
        <LazyGreeting name="trader" />
      </Suspense>,
    );
    expect(screen.getByText('Loading chunk')).toBeTruthy();
    finish();
    expect(await screen.findByText('Hello trader')).toBeTruthy();
    view.rerender(
      <Suspense fallback={<p>Loading chunk</p>}>
        <LazyGreeting name="again" />
      </Suspense>,
    );
    expect(screen.getByText('Hello again')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
