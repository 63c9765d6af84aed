import type { AdminSettings, CandlesQuery, OverlaysQuery } from '@app/contracts';
import { bucketStart, ictParamsFromSettings, sessionWindowsFromSettings, timeframeMs } from '@app/core';
import type { FormingCandle, FormingCandleRepository } from '../../repositories/forming-candle-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { type CachedBody, createBodyCache } from '../cached-bodies.ts';
import { NotFoundError } from '../errors.ts';
import type { CandleService } from './candle-service.ts';
import type { OverlayService } from './overlay-service.ts';
import { overlayWindow } from './overlay-window.ts';

/**
 * The `market/candles/` and `market/overlays/` bodies (docs/api.md "Behaviour under load"), built
 * once per symbol, timeframe and window and served pre-serialized and pre-compressed until what
 * they are computed from changes:
 * - the stored bars (`barsChanged`, on every `market` stream event: the event names no symbol, so
 *   every body of the source is dropped; all symbols' bars close together anyway);
 * - the 5m bucket of the market's now (a bar closes by the clock; a missed event costs at most 5m);
 * - the symbol's forming 5m bar: each body is tagged with the forming bar it was built with, and the
 *   stored forming bar is looked up at most every `formingMaxAgeMs` per symbol (one query shared by
 *   every request), so the chart's live bar, the overlays' price, `as_of` and what depends on the
 *   price are never older than that;
 * - overlays only: the settings they read (session windows, ICT parameters: part of the tag) and
 *   the symbol's ICT trades (`tradesChanged`, on every `ict` stream event);
 * - at the latest after `ttlMs`, a safety net.
 * Keys are client-chosen windows, so the cache is an LRU bounded by `maxEntries` and `maxBytes`. For
 * a window without `to`, the body's `to` is the market time it was built at.
 */
export interface ChartFeed {
  candles(query: CandlesQuery): Promise<CachedBody>;
  overlays(query: OverlaysQuery): Promise<CachedBody>;
  /** The stored bars of the source changed: every body is rebuilt on its next request. */
  barsChanged(): void;
  /** ICT trades changed: every overlays body is rebuilt on its next request. */
  tradesChanged(): void;
  /** Forgets everything, the symbols known active included (tests, after emptying the tables). */
  reset(): void;
}

export interface ChartFeedDeps {
  source: string;
  /** The market's now, epoch ms. */
  marketNow: () => number;
  candles: Pick<CandleService, 'chartOf'>;
  overlays: Pick<OverlayService, 'overlaysOf'>;
  forming: Pick<FormingCandleRepository, 'get'>;
  symbols: Pick<MarketSymbolRepository, 'findActive'>;
  settings: { current(): Promise<AdminSettings> };
  /** How long a looked-up forming bar is trusted; default 1 s (a symbol found active: `ttlMs`). */
  formingMaxAgeMs?: number;
  /** Safety-net lifetime of a body; default 60 s. */
  ttlMs?: number;
  /** Bodies kept per endpoint; default 2,000. */
  maxEntries?: number;
  /** Bytes of bodies kept per endpoint (JSON, gzip and brotli); default 64 MB. */
  maxBytes?: number;
  /** Wall clock in ms (tests). */
  now?: () => number;
}

const FIVE_MINUTES = timeframeMs('5m');

/** The stored forming 5m bar of a symbol as looked up, with its tag. */
interface FormingRead {
  bar: FormingCandle | undefined;
  tag: string;
}

export function createChartFeed(deps: ChartFeedDeps): ChartFeed {
  const now = deps.now ?? Date.now;
  const formingMaxAge = deps.formingMaxAgeMs ?? 1000;
  const ttl = deps.ttlMs ?? 60_000;
  const bounds = { ttlMs: ttl, now, maxEntries: deps.maxEntries ?? 2000, maxBytes: deps.maxBytes ?? 64e6 };
  const candleBodies = createBodyCache<string>(bounds);
  const overlayBodies = createBodyCache<string>(bounds);
  /** Symbols found active, for `ttlMs` (only those: unknown names never fill memory). */
  const active = new Map<string, { at: number; check: Promise<void> }>();
  /** Per active symbol: the stored forming 5m bar with its tag, and when it was looked up. */
  const forming = new Map<string, { at: number; read: Promise<FormingRead> }>();
  const settingsTags = new WeakMap<AdminSettings, string>();

  function checkActive(symbol: string): Promise<void> {
    const known = active.get(symbol);
    if (known && now() - known.at < ttl) return known.check;
    const entry = {
      at: now(),
      check: deps.symbols.findActive(deps.source, symbol).then((found) => {
        if (!found) throw new NotFoundError(`Unknown symbol ${symbol}.`);
      }),
    };
    active.set(symbol, entry);
    entry.check.catch(() => {
      if (active.get(symbol) === entry) active.delete(symbol);
    });
    return entry.check;
  }

  function formingOf(symbol: string): Promise<FormingRead> {
    const known = forming.get(symbol);
    if (known && now() - known.at < formingMaxAge) return known.read;
    const entry = {
      at: now(),
      read: deps.forming.get(deps.source, symbol, '5m').then((bar) => ({
        bar,
        tag: bar ? `${bar.candle.openTime}:${bar.asOf}:${bar.candle.close}:${bar.candle.volume}` : '-',
      })),
    };
    forming.set(symbol, entry);
    entry.read.catch(() => {
      if (forming.get(symbol) === entry) forming.delete(symbol);
    });
    return entry.read;
  }

  /**
   * What every body of `symbol` depends on besides its stored bars: the clock's 5m bucket and the
   * forming bar (handed to the build, so a body is exactly of the forming bar in its tag).
   */
  async function marketState(symbol: string): Promise<{ tag: string; forming: FormingRead }> {
    await checkActive(symbol);
    const read = await formingOf(symbol);
    return { tag: `${bucketStart('5m', deps.marketNow()) / FIVE_MINUTES}|${read.tag}`, forming: read };
  }

  function settingsTag(settings: AdminSettings): string {
    let tag = settingsTags.get(settings);
    if (tag === undefined) {
      tag = JSON.stringify([sessionWindowsFromSettings(settings), ictParamsFromSettings(settings)]);
      settingsTags.set(settings, tag);
    }
    return tag;
  }

  function barsChanged(): void {
    // A close replaces the forming bar too. Known active symbols stay: the symbols change with a new
    // source key, which builds a new feed, and each is checked again after `ttlMs`.
    forming.clear();
    candleBodies.invalidate();
    overlayBodies.invalidate();
  }

  return {
    async candles({ symbol, tf, limit }) {
      const { tag, forming } = await marketState(symbol);
      return candleBodies.get(
        `${symbol}|${tf}|${limit}`,
        () => deps.candles.chartOf(symbol, tf, limit, forming),
        tag,
      );
    },
    async overlays(query) {
      const { tag, forming } = await marketState(query.symbol);
      // A bad window is refused before a body is looked up (the service checks it again when it builds).
      overlayWindow(query, deps.marketNow());
      const settings = await deps.settings.current();
      const key = `${query.symbol}|${query.tf}|${query.from ?? ''}|${query.to ?? ''}`;
      return overlayBodies.get(
        key,
        () => deps.overlays.overlaysOf(query, forming),
        `${tag}|${settingsTag(settings)}`,
      );
    },
    barsChanged,
    tradesChanged() {
      overlayBodies.invalidate();
    },
    reset() {
      active.clear();
      barsChanged();
    },
  };
}
