import { AdminOverview, type DamagedMarketFile, type ExchangeStatus } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/test-app.ts';

let exchangeStatus: ExchangeStatus | null = null;
let damaged: DamagedMarketFile[] = [];
const t = useTestApp({
  health: {
    source: 'exchange',
    market: () => ({ exchange: 'BINANCE', loading: false, exchangeStatus }),
  },
  market: { source: 'exchange', marketNow: () => Date.now(), damagedFiles: () => damaged },
});

describe('GET admin/overview/: the state of the market source', () => {
  it('shows how the exchange answers and the damaged market files', async () => {
    const admin = await t.signIn('admin');
    const read = async () =>
      AdminOverview.parse(
        (await t.app.inject({ url: '/api/v1/admin/overview/', headers: admin.headers })).json(),
      ).market;
    // The venue the data is from (the running exchange, or the files' venue), not default_exchange (MEXC).
    expect(await read()).toMatchObject({ exchange: 'BINANCE', exchange_status: null, damaged_files: [] });

    exchangeStatus = {
      state: 'region_blocked',
      until: null,
      detail: "Service unavailable from a restricted location according to 'b. Eligibility'",
    };
    damaged = [
      {
        file: 'BTCUSDT-5m-2025-04-01.zip',
        bad_rows: 0,
        error: 'End of central directory record signature not found',
      },
      { file: 'ETHUSDT-5m-2025-04-01.csv', bad_rows: 3, error: null },
    ];
    const market = await read();
    expect(market.exchange_status).toEqual(exchangeStatus);
    expect(market.damaged_files).toEqual(damaged);
  });
});
