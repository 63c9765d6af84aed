import { CandlesResponse, OverlaysResponse, type OverlayTimeframe } from '@app/contracts';
import { api } from './http.ts';

/** Chart candles and overlays of one symbol (free and above; bearer). */
export const marketApi = {
  candles: (symbol: string, tf: OverlayTimeframe, limit = 500) =>
    api.get(`market/candles/?symbol=${encodeURIComponent(symbol)}&tf=${tf}&limit=${limit}`, {
      schema: CandlesResponse,
    }),
  overlays: (symbol: string, tf: OverlayTimeframe) =>
    api.get(`market/overlays/?symbol=${encodeURIComponent(symbol)}&tf=${tf}`, { schema: OverlaysResponse }),
};
