import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** Retries once on network and server errors only; a 4xx answer will not change by asking again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
