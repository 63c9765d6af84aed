import type { Socket } from 'node:net';
import { type MockWsServer, startMockWsServer } from './mock-ws-server.ts';

/** The parts of a Binance kline event a test sets; the rest is filled in. */
export interface MockWsKline {
  symbol: string;
  interval: string;
  openTime: number;
  closeTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  baseVolume: number;
  quoteVolume: number;
  closed: boolean;
}

/** Binance USDⓈ-M market streams: SUBSCRIBE/UNSUBSCRIBE by stream name, kline events pushed by the test. */
export interface BinanceWsMock {
  readonly server: MockWsServer;
  /** Stream names currently subscribed, e.g. `btcusdt@kline_5m`. */
  subscribed(): string[];
  push(kline: MockWsKline): void;
  close(): Promise<void>;
}

export async function startBinanceWsMock(): Promise<BinanceWsMock> {
  const streams = new Map<Socket, Set<string>>();
  const server = await startMockWsServer((socket, message) => {
    const m = message as { method?: string; params?: string[]; id?: number };
    const mine = streams.get(socket) ?? new Set<string>();
    streams.set(socket, mine);
    for (const name of m.params ?? []) {
      if (m.method === 'SUBSCRIBE') mine.add(name);
      if (m.method === 'UNSUBSCRIBE') mine.delete(name);
    }
    server.send(socket, { result: null, id: m.id });
  });
  return {
    server,
    subscribed: () => [...streams.entries()].filter(([s]) => !s.destroyed).flatMap(([, names]) => [...names]),
    push(k) {
      const name = `${k.symbol.toLowerCase()}@kline_${k.interval}`;
      const event = {
        e: 'kline',
        E: Date.now(),
        s: k.symbol,
        k: {
          t: k.openTime,
          T: k.closeTime,
          s: k.symbol,
          i: k.interval,
          f: 1,
          L: 2,
          o: String(k.open),
          c: String(k.close),
          h: String(k.high),
          l: String(k.low),
          v: String(k.baseVolume),
          n: 2,
          x: k.closed,
          q: String(k.quoteVolume),
          V: '0',
          Q: '0',
          B: '0',
        },
      };
      for (const [socket, names] of streams) if (names.has(name)) server.send(socket, event);
    },
    close: () => server.close(),
  };
}
