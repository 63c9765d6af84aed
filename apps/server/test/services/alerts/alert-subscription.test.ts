import type { StreamModule } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { SourceEvent } from '../../../src/push/source-event.ts';
import { subscribeAlerting } from '../../../src/services/alerts/alert-subscription.ts';
import type { Alerting } from '../../../src/services/alerts/alerting.ts';

describe('subscribeAlerting: alerts evaluated from the bus, in one place', () => {
  it("evaluates its own source's closes (market) and changes (with their quiet flag), nothing else", async () => {
    const listeners = new Set<(event: SourceEvent) => void>();
    const events = {
      onSource(listener: (event: SourceEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const calls: { modules: readonly StreamModule[]; now: number; quiet: boolean | undefined }[] = [];
    const alerting: Alerting = {
      onChanged: async (modules, now, options) => {
        calls.push({ modules, now, quiet: options?.quiet });
        return [];
      },
    };
    const off = subscribeAlerting(events, 'exchange:BYBIT', alerting);
    const tell = (event: SourceEvent) => {
      for (const listener of listeners) listener(event);
    };
    tell({ type: 'closed', source: 'exchange:BYBIT', close_time: 300_000 });
    tell({ type: 'closed', source: 'exchange:BINANCE', close_time: 300_000 });
    tell({
      type: 'changed',
      source: 'exchange:BYBIT',
      modules: ['volume', 'ict'],
      data_time: 600_000,
      quiet: true,
    });
    tell({ type: 'changed', source: 'simulated', modules: ['volume'], data_time: 600_000, quiet: false });
    tell({ type: 'venue', exchange: 'BINANCE' });
    expect(calls).toEqual([
      { modules: ['market'], now: 300_000, quiet: undefined },
      { modules: ['volume', 'ict'], now: 600_000, quiet: true },
    ]);
    off();
    expect(listeners.size).toBe(0);
  });
});
