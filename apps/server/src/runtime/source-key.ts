import type { Exchange, MarketSource } from '@app/contracts';

/**
 * The `source` key of every stored market row (candles, forming bars, symbols and every module's
 * results): the source kind, and for the exchange source the venue too (`exchange:BYBIT`), so a
 * switch of `default_exchange` never mixes one venue's candles into another's and switching back
 * resumes the venue's own history. Data stored under the plain `exchange` key by older versions is
 * left alone (a first start on this version backfills the venue afresh).
 */
export function sourceKey(kind: MarketSource, exchange?: Exchange): string {
  if (kind !== 'exchange') return kind;
  if (!exchange) throw new Error('the exchange source needs its venue');
  return `exchange:${exchange}`;
}
