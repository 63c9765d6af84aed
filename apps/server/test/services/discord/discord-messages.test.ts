import { defaultAdminSettings } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { cprScanSummaryMessage } from '../../../src/services/discord/cpr-scan-message.ts';
import { createDiscordAlerts, webhookFor } from '../../../src/services/discord/discord-alerts.ts';
import { formatPrice } from '../../../src/services/discord/discord-message.ts';
import { ictTradeMessage } from '../../../src/services/discord/ict-trade-message.ts';
import { retryAfterMs } from '../../../src/services/discord/retry-after.ts';
import type { WebhookClient } from '../../../src/services/discord/webhook-client.ts';
import type { SettingsReader } from '../../../src/services/settings-service.ts';

const now = new Date('2026-01-05T00:01:30.000Z');

describe('CPR scan summary message', () => {
  it('counts symbols per subcategory in map order and lists the top symbols by total score', () => {
    const message = cprScanSummaryMessage(
      {
        timeframe: '1w',
        periodStart: new Date('2026-01-05T00:00:00.000Z'),
        map: defaultAdminSettings.weekly_cpr_map,
        rows: [
          { symbol: 'ETHUSDT', subcategory: 'narrow', total_score: 7.5 },
          { symbol: 'BTCUSDT', subcategory: 'super_narrow', total_score: 9 },
          { symbol: 'SOLUSDT', subcategory: 'narrow', total_score: 7.5 },
          { symbol: 'XRPUSDT', subcategory: 'wide', total_score: 1 },
          { symbol: 'OLDUSDT', subcategory: 'retired', total_score: 0 },
        ],
        top: 3,
      },
      now,
    );
    const [embed] = message.embeds;
    expect(embed?.title).toBe('📊 Weekly CPR scan · 2026-01-05');
    expect(embed?.description).toBe('5 symbols scanned.');
    expect(embed?.color).toBe(0x9b59b6);
    expect(embed?.timestamp).toBe(now.toISOString());
    expect(embed?.fields?.map((f) => [f.name, f.value])).toEqual([
      ['Super Narrow', '1'],
      ['Narrow', '2'],
      ['Normal', '0'],
      ['Wide', '1'],
      ['Other', '1'],
      [
        'Top symbols by total score',
        '1. **BTCUSDT** 9 · Super Narrow\n2. **ETHUSDT** 7.5 · Narrow\n3. **SOLUSDT** 7.5 · Narrow',
      ],
    ]);
  });

  it('says so when nothing was scanned', () => {
    const message = cprScanSummaryMessage(
      { timeframe: '1d', periodStart: now, map: defaultAdminSettings.daily_cpr_map, rows: [] },
      now,
    );
    expect(message.embeds[0]?.fields?.at(-1)?.value).toBe('No symbols scanned.');
  });
});

describe('new ICT trade message', () => {
  it('shows symbol, bias, entry zone, SL, TP1, TP2 and reasons', () => {
    const message = ictTradeMessage(
      {
        symbol: 'PEPEUSDT',
        bias: 'Bearish',
        entry_low: 0.0000123456789,
        entry_high: 0.0000125,
        stop_loss: 0.0000131,
        take_profit_1: 0.0000111,
        take_profit_2: 0.00001,
        reasons: ['HTF Bias Bearish', 'LTF OTE Zone', 'Liquidity Sweep'],
        created_at: now,
        score: 8,
      },
      'BYBIT',
    );
    const [embed] = message.embeds;
    expect(embed?.url).toBe('https://www.tradingview.com/chart/?symbol=BYBIT:PEPEUSDT.P');
    expect(embed?.title).toBe('🔴 New ICT trade: PEPEUSDT (Bearish)');
    expect(embed?.color).toBe(0xe74c3c);
    expect(embed?.description).toBe('Setup score 8');
    expect(embed?.fields?.map((f) => [f.name, f.value])).toEqual([
      ['Entry zone', '0.0000123457 – 0.0000125'],
      ['SL', '0.0000131'],
      ['TP1', '0.0000111'],
      ['TP2', '0.00001'],
      ['Reasons', '• HTF Bias Bearish\n• LTF OTE Zone\n• Liquidity Sweep'],
      ['Chart', '[TradingView](https://www.tradingview.com/chart/?symbol=BYBIT:PEPEUSDT.P)'],
    ]);
    expect(embed?.timestamp).toBe(now.toISOString());
  });

  it('formats prices without exponents or grouping', () => {
    expect(formatPrice(64250.5)).toBe('64250.5');
    expect(formatPrice(1234567.89)).toBe('1234570');
    expect(formatPrice(Number.NaN)).toBe('—');
  });
});

describe('retry wait of a rate-limited answer', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it('prefers the JSON retry_after, then Retry-After (seconds or date), then X-RateLimit-Reset-After', () => {
    expect(retryAfterMs('{"retry_after": 1.234}', headers({ 'retry-after': '9' }))).toBe(1234);
    expect(retryAfterMs('nope', headers({ 'retry-after': '3' }))).toBe(3000);
    expect(
      retryAfterMs('', headers({ 'retry-after': 'Mon, 05 Jan 2026 00:00:10 GMT' }), () =>
        Date.parse('2026-01-05T00:00:00Z'),
      ),
    ).toBe(10_000);
    expect(retryAfterMs('{}', headers({ 'x-ratelimit-reset-after': '0.5' }))).toBe(500);
    expect(retryAfterMs('{"retry_after": -1}', headers({}))).toBeUndefined();
    expect(retryAfterMs('', headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});

describe('Discord alerts', () => {
  const settingsWith = (fields: Partial<typeof defaultAdminSettings>): SettingsReader => ({
    current: async () => ({ ...defaultAdminSettings, ...fields }),
    onChange: () => () => undefined,
  });

  it('uses the alert kind’s webhook, else the general one, else none', () => {
    const s = {
      ...defaultAdminSettings,
      webhook_url: 'https://a.example/general',
      webhook_daily: 'https://a.example/daily',
    };
    expect(webhookFor(s, 'webhook_daily')).toBe('https://a.example/daily');
    expect(webhookFor(s, 'webhook_setups')).toBe('https://a.example/general');
    expect(webhookFor(defaultAdminSettings, 'webhook_setups')).toBe('');
  });

  it('sends scan summaries and trades to the matching webhook', async () => {
    const sent: [string | null | undefined, string][] = [];
    const client: WebhookClient = {
      send: async (url, message) => {
        sent.push([url, message.embeds[0]?.title ?? '']);
        return url ? { status: 'sent', attempts: 1 } : { status: 'skipped' };
      },
    };
    const alerts = createDiscordAlerts({
      settings: settingsWith({
        webhook_monthly: 'https://a.example/monthly',
        webhook_setups: 'https://a.example/setups',
      }),
      client,
      now: () => now,
    });
    const map = defaultAdminSettings.monthly_cpr_map;
    await alerts.cprScanSummary({ timeframe: '1M', periodStart: now, map, rows: [] });
    await alerts.cprScanSummary({ timeframe: '1d', periodStart: now, map, rows: [] });
    await alerts.newIctTrade({
      symbol: 'BTCUSDT',
      bias: 'Bullish',
      entry_low: 1,
      entry_high: 2,
      stop_loss: 0.5,
      take_profit_1: 3,
      take_profit_2: 4,
      reasons: [],
      created_at: now,
    });
    expect(sent).toEqual([
      ['https://a.example/monthly', '📊 Monthly CPR scan · 2026-01-05'],
      ['', '📊 Daily CPR scan · 2026-01-05'],
      ['https://a.example/setups', '🟢 New ICT trade: BTCUSDT (Bullish)'],
    ]);
  });
});
