import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listResponse } from '../../src/api/list-response.ts';
import { getLiveConnectionState } from '../../src/api/live-connection.ts';
import {
  allModuleKeys,
  modulesToResync,
  parseStreamEvent,
  parseStreamSync,
  queryKeysForModule,
  reconnectDelay,
} from '../../src/api/live-updates.ts';
import { useLiveUpdates } from '../../src/api/use-live-updates.ts';

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
    expect(queryKeysForModule('cpr')).toEqual([['cpr'], ['watchlist', 'items']]);
    expect(queryKeysForModule('market')).toContainEqual(['market']);
    expect(queryKeysForModule('tasks')).toEqual([
      ['admin', 'tasks'],
      ['admin', 'overview'],
    ]);
    expect(queryKeysForModule('ict')).toEqual([['ict']]);
    expect(queryKeysForModule('alerts')).toEqual([['alerts', 'inbox']]);
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

  it('parses the sync event and resyncs only modules newer than seen, or unknown on either side', () => {
    const sync = parseStreamSync(
      '{"type":"sync","modules":{"cpr":"2025-01-02T00:05:00Z","ict":"2025-01-02T00:10:00Z","market":"2025-01-02T00:05:00Z"}}',
    );
    expect(sync?.modules.cpr).toBe('2025-01-02T00:05:00Z');
    expect(parseStreamSync('{"module":"cpr","data_time":"2025-01-02T00:05:00Z"}')).toBeNull();
    expect(parseStreamSync('nope')).toBeNull();
    if (!sync) throw new Error('no sync');
    const at = (s: string) => Date.parse(s);
    const seen = new Map([
      ['cpr', at('2025-01-02T00:05:00Z')],
      ['ict', at('2025-01-02T00:05:00Z')],
      ['market', at('2025-01-02T00:05:00Z')],
      ['volume', at('2025-01-02T00:05:00Z')],
      ['sniperflow', at('2025-01-02T00:05:00Z')],
      ['tasks', at('2025-01-02T00:05:00Z')],
      ['alerts', at('2025-01-02T00:05:00Z')],
    ] as const);
    // ict is newer; volume, sniperflow, tasks and alerts are unknown to the server (maybe restarted),
    // positioning unknown on either side.
    expect(modulesToResync(sync, new Map(seen))).toEqual([
      'ict',
      'volume',
      'sniperflow',
      'tasks',
      'alerts',
      'positioning',
    ]);
    expect(modulesToResync(sync, new Map())).toEqual([
      'market',
      'cpr',
      'ict',
      'volume',
      'sniperflow',
      'tasks',
      'alerts',
      'positioning',
    ]);
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
    expect(getLiveConnectionState()).toBe('connecting');
    act(() => source?.onopen?.());
    expect(getLiveConnectionState()).toBe('live');
    const everyModule = {
      market: '2025-01-02T00:00:00Z',
      cpr: '2025-01-02T00:00:00Z',
      ict: '2025-01-02T00:00:00Z',
      volume: '2025-01-02T00:00:00Z',
      sniperflow: '2025-01-02T00:00:00Z',
      tasks: '2025-01-02T00:00:00Z',
      alerts: '2025-01-02T00:00:00Z',
    };
    act(() => source?.emit({ type: 'sync', modules: everyModule }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetches).toEqual({ insights: 1, setups: 1 });
    const event = { module: 'cpr', data_time: '2025-01-02T00:05:00Z' };
    act(() => {
      source?.emit(event);
      source?.emit(event);
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetches).toEqual({ insights: 2, setups: 1 });

    act(() => source?.onerror?.());
    expect(source?.closed).toBe(true);
    expect(getLiveConnectionState()).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const second = FakeEventSource.instances[1];
    expect(second).toBeDefined();
    act(() => second?.onopen?.());
    expect(getLiveConnectionState()).toBe('live');
    // Only ict changed while the stream was down: cpr (seen at 00:05) is not refetched.
    act(() =>
      second?.emit({
        type: 'sync',
        modules: { ...everyModule, cpr: '2025-01-02T00:05:00Z', ict: '2025-01-02T00:10:00Z' },
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetches).toEqual({ insights: 2, setups: 2 });
    observer();
  });
});
