import { describe, expect, it } from 'vitest';
import {
  readTradesView,
  tradesPageQuery,
  writeTradesView,
} from '../../../src/features/ict-trades/trades-url-state.ts';

describe('the trades view in the URL', () => {
  it('reads what it writes, writes only what differs from the defaults, drops unknown values', () => {
    const params = new URLSearchParams(
      'q=eth&bias=Bearish,Up&reasons=Liquidity%20Sweep&status=stopped&sort=p_tp1&dir=asc&page=3',
    );
    const view = readTradesView(params);
    expect(view).toEqual({
      filters: { symbol: 'eth', biases: ['Bearish'], reasons: ['Liquidity Sweep'], statuses: ['stopped'] },
      sort: { key: 'p_tp1', direction: 'asc' },
      page: 3,
    });
    expect(readTradesView(new URLSearchParams(writeTradesView(view)))).toEqual(view);
    expect(writeTradesView(readTradesView(new URLSearchParams('page=0&sort=score&dir=up')))).toEqual([]);
  });

  it("asks the server for the view's page, the symbol text cut to what the filter takes", () => {
    const view = readTradesView(new URLSearchParams('q=eth usdt!&status=open,tp1&page=2'));
    expect(Object.fromEntries(new URLSearchParams(tradesPageQuery(view)))).toEqual({
      page: '2',
      size: '50',
      symbol: 'ethusdt',
      status: 'open,tp1',
      sort: 'generated',
      dir: 'desc',
    });
  });
});
