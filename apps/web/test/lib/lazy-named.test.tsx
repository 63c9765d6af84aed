import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/components/error-boundary.tsx';
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

describe('lazyNamed retries', () => {
  it('tries a failed chunk again and renders once it loads', async () => {
    let loads = 0;
    const LazyGreeting = lazyNamed(
      async () => {
        loads += 1;
        if (loads < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return { Greeting };
      },
      'Greeting',
      { attempts: 4, delayMs: 1 },
    );
    render(
      <Suspense fallback={<p>Loading chunk</p>}>
        <LazyGreeting name="after a restart" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello after a restart')).toBeTruthy();
    expect(loads).toBe(3);
  });

  it('gives the error to the nearest error boundary after the last try', async () => {
    let loads = 0;
    const LazyGreeting = lazyNamed(
      async (): Promise<{ Greeting: typeof Greeting }> => {
        loads += 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      'Greeting',
      { attempts: 2, delayMs: 1 },
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading chunk</p>}>
          <LazyGreeting name="never" />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByTestId('error-boundary')).toBeTruthy();
    expect(loads).toBe(2);
    quiet.mockRestore();
  });
});
