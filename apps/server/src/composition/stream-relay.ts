import type { StreamEvent } from '@app/contracts';
import type { AppServices } from './app-services.ts';

/** What the relay touches of the API's services. */
export type RelayedServices = Pick<
  AppServices,
  | 'cprFeed'
  | 'ictFeed'
  | 'liquidityFeed'
  | 'volumeFeed'
  | 'positioningFeed'
  | 'chartFeed'
  | 'dataTime'
  | 'stream'
>;

/**
 * What an `api` process does with each stream event, whichever process published it (start.ts
 * subscribes it to the event bus): drops the cached bodies built from the module's results, keeps
 * `health/`'s newest data time current, then passes the event on to the clients of `GET stream/`.
 * A `market` event names no symbol, so every chart body of the source is rebuilt on its next request.
 */
export function relayStreamEvent(services: RelayedServices, event: StreamEvent): void {
  switch (event.module) {
    case 'market':
      services.chartFeed.barsChanged();
      void services.dataTime.refresh();
      break;
    case 'cpr':
      services.cprFeed.invalidate();
      break;
    case 'ict':
      services.ictFeed.invalidate();
      // The overlays list the symbol's trades.
      services.chartFeed.tradesChanged();
      break;
    case 'sniperflow':
      services.liquidityFeed.invalidate();
      break;
    case 'volume':
      services.volumeFeed.invalidate();
      break;
    case 'positioning':
      services.positioningFeed.invalidate();
      break;
    default:
      break;
  }
  services.stream.broadcast(event);
}
