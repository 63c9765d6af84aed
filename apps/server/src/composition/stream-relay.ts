import type { StreamEvent } from '@app/contracts';
import { isoOfMs } from '../lib/time.ts';
import type { SourceEvent } from '../push/source-event.ts';
import type { AppServices } from './app-services.ts';

/** What the relay touches of the API's services. */
export type RelayedServices = Pick<AppServices, 'scope' | 'dataTime' | 'stream'>;

/**
 * What an `api` process does with each stream event, whichever process published it (start.ts
 * subscribes it to the event bus): drops the cached bodies of the current scope built from the
 * module's results, keeps `health/`'s newest data time current, then passes the event on to the
 * clients of `GET stream/`. A `market` event names no symbol, so every chart body of the source is
 * rebuilt on its next request.
 */
export function relayStreamEvent(services: RelayedServices, event: StreamEvent): void {
  const scope = services.scope();
  switch (event.module) {
    case 'market':
      scope.chartFeed.barsChanged();
      void services.dataTime.refresh();
      break;
    case 'cpr':
      scope.cprFeed.invalidate();
      break;
    case 'ict':
      scope.ictFeed.invalidate();
      // The overlays list the symbol's trades.
      scope.chartFeed.tradesChanged();
      break;
    case 'sniperflow':
      scope.liquidityFeed.invalidate();
      break;
    case 'volume':
      scope.volumeFeed.invalidate();
      break;
    case 'positioning':
      scope.positioningFeed.invalidate();
      break;
    default:
      break;
  }
  services.stream.broadcast(event);
}

/**
 * What an `api` process does with a source event (push/source-event.ts): a `closed` bar of the current
 * scope's source is a `market` change for its screens (the stream event its clients hear at the close).
 */
export function relaySourceEvent(services: RelayedServices, event: SourceEvent): void {
  if (event.type !== 'closed' || event.source !== services.scope().key) return;
  relayStreamEvent(services, { module: 'market', data_time: isoOfMs(event.close_time) });
}
