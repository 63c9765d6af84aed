import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listResponse } from './list-response.ts';
import { allModuleKeys, parseStreamEvent, queryKeysForModule, reconnectDelay } from './live-updates.ts';
import { useLiveUpdates } from './use-live-updates.ts';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.useRealTimers();
});

describe('live update helpers', () => {
  it('maps modules to query-key prefixes', () => {
    expect(queryKeysForModule('cpr')).toEqual([['cpr']]);
    expect(queryKeysForModule('tasks')).toEqual([
      ['admin', 'tasks'],
      ['admin', 'overview'],
    ]);
    expect(queryKeysForModule('ict')).toEqual([['ict']]);
    expect(allModuleKeys()).toContainEqual(['volume']);
  });

  it('parses only valid events and backs off up to 30 s', () => {
    expect(parseStreamEvent('{"module":"cpr","data_time":"2025-01-02T00:05:00Z"}')).toEqual({
      module: 'cpr',
      data_time: '2025-01-02T00:05:00Z',
    });
    expect(parseStreamEvent('{"module":"nope","data_time":"2025-01-02T00:05:00Z"}')).toBeNull();
    expect(parseStreamEvent('not json')).toBeNull();
    expect([0, 1, 2, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });

  it('accepts a bare list or {data: [...]}', () => {
    const parser = listResponse({ parse: (d: unknown) => d as number[] });
    expect(parser.parse([1])).toEqual([1]);
    expect(parser.parse({ data: [2] })).toEqual([2]);
  });
});

function Probe({ queryKey }: { queryKey: string[] }) {
  useQuery({ queryKey, queryFn: () => Date.now() });
  return null;
}

function Live() {
  useLiveUpdates(true);
  return null;
}

describe('useLiveUpdates', () => {
  it('invalidates the changed module once per burst and reconnects with backoff', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const fetches: Record<string, number> = {};
    const observer = client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'fetch') {
        const key = String(e.query.queryKey[1]);
        fetches[key] = (fetches[key] ?? 0) + 1;
      }
    });
    render(
      <QueryClientProvider client={client}>
        <Probe queryKey={['cpr', 'insights']} />
        <Probe queryKey={['ict', 'setups']} />
        <Live />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe('/api/v1/stream/');
    const event = { module: 'cpr', data_time: '2025-01-02T00:05:00Z' };
    act(() => {
      source?.emit(event);
      source?.emit(event);
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetches).toEqual({ insights: 2, setups: 1 });

    act(() => source?.onerror?.());
    expect(source?.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const second = FakeEventSource.instances[1];
    expect(second).toBeDefined();
    act(() => second?.onopen?.());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetches).toEqual({ insights: 3, setups: 2 });
    observer();
  });
});
