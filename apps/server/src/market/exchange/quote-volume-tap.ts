import type { Exchange } from 'ccxt';
import type { QuoteVolumeTick } from './ws-quote-volumes.ts';

/**
 * Listens to a ccxt.pro instance's raw websocket messages (by wrapping `handleMessage` before the
 * first connection is made) and remembers the exact quote volume of the last few bars per stream.
 */
export interface QuoteVolumeTap {
  quoteVolume(marketId: string, interval: string, openTime: number): number | undefined;
}

const keep = 4;

export function tapQuoteVolumes(
  pro: Exchange,
  extract: (message: unknown) => QuoteVolumeTick[],
): QuoteVolumeTap {
  const streams = new Map<string, Map<number, number>>();
  const original = pro.handleMessage.bind(pro);
  pro.handleMessage = (client: unknown, message: unknown) => {
    for (const tick of extract(message)) {
      const key = `${tick.marketId}|${tick.interval}`;
      let bars = streams.get(key);
      if (bars === undefined) {
        bars = new Map();
        streams.set(key, bars);
      }
      bars.set(tick.openTime, tick.quoteVolume);
      if (bars.size > keep) bars.delete(Math.min(...bars.keys()));
    }
    original(client, message);
  };
  return {
    quoteVolume: (marketId, interval, openTime) => streams.get(`${marketId}|${interval}`)?.get(openTime),
  };
}
