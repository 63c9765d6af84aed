import { PositioningHistoryResponse, PositioningSnapshotResponse } from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

/** Positioning (docs/positioning.md): the snapshot (free and up) and one symbol's history (pro and up). */
export const positioningApi = {
  snapshot: () => api.get('positioning/snapshot/', { schema: listResponse(PositioningSnapshotResponse) }),
  history: (symbol: string, from: string, to: string) =>
    api.get(`positioning/history/?${new URLSearchParams({ symbol, from, to }).toString()}`, {
      schema: PositioningHistoryResponse,
    }),
};
