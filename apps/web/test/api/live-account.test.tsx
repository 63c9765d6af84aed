import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAccountEvent, streamUrl } from '../../src/api/live-updates.ts';
import { useLiveUpdates } from '../../src/api/use-live-updates.ts';

const ticket = vi.fn(async () => ({ ticket: 'T.1', expires_in: 60 }));
vi.mock('../../src/api/stream-api.ts', () => ({ streamApi: { ticket: () => ticket() } }));

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close() {}
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

afterEach(() => {
  FakeEventSource.instances = [];
  ticket.mockClear();
  vi.useRealTimers();
});

function Probe({ queryKey }: { queryKey: string[] }) {
  useQuery({ queryKey, queryFn: () => Date.now() });
  return null;
}

function Live({ userId }: { userId: number | null }) {
  useLiveUpdates(true, userId);
  return null;
}

describe('account events', () => {
  it('are parsed only from {type: account, changed_at}', () => {
    expect(parseAccountEvent('{"type":"account","changed_at":"2026-03-01T00:00:00Z"}')).toEqual({
      type: 'account',
      changed_at: '2026-03-01T00:00:00Z',
    });
    expect(parseAccountEvent('{"type":"sync","modules":{}}')).toBeNull();
    expect(parseAccountEvent('{"module":"cpr","data_time":"2026-03-01T00:00:00Z"}')).toBeNull();
    expect(parseAccountEvent('nope')).toBeNull();
    expect(streamUrl(null)).toBe('/api/v1/stream/');
    expect(streamUrl('a+b')).toBe('/api/v1/stream/?ticket=a%2Bb');
  });

  it("open a signed-in user's stream with a fresh ticket, and reload the profile and requests at once", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    const fetches: Record<string, number> = {};
    client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'fetch') {
        const key = e.query.queryKey.join('/');
        fetches[key] = (fetches[key] ?? 0) + 1;
      }
    });
    render(
      <QueryClientProvider client={client}>
        <Probe queryKey={['auth', 'profile']} />
        <Probe queryKey={['upgrades', 'mine']} />
        <Probe queryKey={['cpr', 'insights']} />
        <Live userId={7} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe('/api/v1/stream/?ticket=T.1');
    expect(fetches).toEqual({ 'auth/profile': 1, 'upgrades/mine': 1, 'cpr/insights': 1 });
    act(() => source?.emit({ type: 'account', changed_at: '2026-03-01T00:00:00Z' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetches).toEqual({ 'auth/profile': 2, 'upgrades/mine': 2, 'cpr/insights': 1 });
    // A reconnect asks for a new ticket (the old one may have expired).
    act(() => source?.onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('open a guest stream when no ticket can be had', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    ticket.mockRejectedValueOnce(new Error('down'));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Live userId={7} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(FakeEventSource.instances[0]?.url).toBe('/api/v1/stream/');
  });
});
