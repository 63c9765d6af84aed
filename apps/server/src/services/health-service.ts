import type { HealthResponse, MarketSource } from '@app/contracts';

export interface HealthService {
  status(): Promise<HealthResponse>;
}

export interface HealthDeps {
  source: MarketSource;
  /** Time of the newest market data, or null before any has arrived (wired by the market jobs). */
  getDataAsOf: () => Promise<Date | null> | Date | null;
}

export function createHealthService({ source, getDataAsOf }: HealthDeps): HealthService {
  return {
    async status() {
      const asOf = await getDataAsOf();
      return { status: 'ok', source, data_as_of: asOf ? asOf.toISOString() : null };
    },
  };
}
