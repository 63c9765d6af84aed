import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alertEventKinds } from '@app/contracts';
import { createSimMarket, DAY_MS, simSymbolNames, timeframeMs } from '@app/core';
import { createServerRoot } from '@app/server/src/composition/server-root.ts';
import { createAlertRepository } from '@app/server/src/repositories/alert-repository.ts';
import { createCandleRepository } from '@app/server/src/repositories/candle-repository.ts';
import { createMarketSymbolRepository } from '@app/server/src/repositories/market-symbol-repository.ts';
import { createUserRepository } from '@app/server/src/repositories/user-repository.ts';
import { createUserWebhookSender } from '@app/server/src/services/alerts/alert-webhook-sender.ts';
import { createTestDatabase } from '@app/server/test/support/test-database.ts';

import { type Figure, measure } from './measure.ts';

const SYMBOLS = 500;
const M5 = timeframeMs('5m');
/** The last close before the bench's first evaluation: 12:00 UTC, London open. */
const start = Date.UTC(2026, 10, 20, 12, 0);
const dayStart = Date.UTC(2026, 10, 20);
/** Closes evaluated after the baseline: one hour of 5m closes. */
const CLOSES = 12;

export interface AlertsBenchResult {
  figures: Figure[];
  closes: { close: number; ms: number; events: number; inbox: number; posts: number }[];
}

/**
 * Alerts at a 5m close for 500 simulated symbols on PGlite (or PostgreSQL with TEST_DATABASE_URL):
 * the CPR topic (the one evaluated at each live close, from the candles: 95 days of daily bars and
 * today's 5m bars of every symbol) with 10 pro users holding a rule of every kind for all symbols
 * (cooldown 0) and 5 premium users posting to a local Discord stand-in. Per close, the time from the
 * call (the live feed's close callback) until every inbox row is written and every webhook post has
 * been answered; the first evaluation is the baseline (no events).
 */
export async function alertsBenches(): Promise<AlertsBenchResult> {
  const symbols = simSymbolNames(SYMBOLS);
  const market = createSimMarket({ seed: 3, symbols, listingAnchor: Date.UTC(2025, 0, 1) });
  const database = await createTestDatabase();
  let posts = 0;
  const receiver = createServer((req, res) => {
    req.resume().on('end', () => {
      posts += 1;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/1/bench`;
  try {
    const db = database.db;
    await createMarketSymbolRepository(db).sync(
      'simulated',
      symbols.map((symbol) => ({ symbol, base: symbol.replace(/USDT$/, ''), marketCap: null })),
    );
    const candles = createCandleRepository(db);
    const upsert = async (tf: '5m' | '1d', from: number, to: number) => {
      const rows = symbols.flatMap((symbol) =>
        market.simCandles(symbol, tf, from, to).map((candle) => ({ symbol, candle })),
      );
      await candles.upsert('simulated', tf, rows);
      return rows.length;
    };
    const seeded =
      (await upsert('1d', dayStart - 100 * DAY_MS, dayStart)) + (await upsert('5m', dayStart, start));

    const users = createUserRepository(db);
    const alerts = createAlertRepository(db);
    for (let u = 0; u < 15; u++) {
      const premium = u >= 10;
      const user = await users.create({
        username: `bench${u}`,
        email: `bench${u}@example.com`,
        passwordHash: 'x',
        role: premium ? 'premium' : 'pro',
      });
      if (premium) await alerts.setWebhookUrl(user.id, hook);
      for (const event of alertEventKinds)
        await alerts.insertRule({
          userId: user.id,
          event,
          scope: 'all',
          symbol: null,
          minScore: null,
          cooldownMinutes: 0,
          discord: premium,
          enabled: true,
        });
    }
    const root = createServerRoot({ db });
    const alerting = root.alerting({
      source: 'simulated',
      publish: async () => undefined,
      sender: createUserWebhookSender({ allowLoopback: true }),
    });

    const figures: Figure[] = [];
    figures.push(
      await measure(
        `alerts: baseline CPR topic, ${SYMBOLS} symbols`,
        'symbols',
        async () => {
          const [evaluation] = await alerting.onChanged(['market'], start);
          return evaluation?.symbols ?? 0;
        },
        { cold: true },
      ),
    );
    const closes: AlertsBenchResult['closes'] = [];
    for (let i = 1; i <= CLOSES; i++) {
      const close = start + i * M5;
      await upsert('5m', close - M5, close);
      const postsBefore = posts;
      const began = performance.now();
      const [evaluation] = await alerting.onChanged(['market'], close);
      const ms = performance.now() - began;
      closes.push({
        close,
        ms,
        events: evaluation?.events.length ?? 0,
        inbox: evaluation?.delivery.delivered ?? 0,
        posts: posts - postsBefore,
      });
    }
    const total = closes.reduce((s, c) => s + c.ms, 0);
    const worst = Math.max(...closes.map((c) => c.ms));
    figures.push({
      name: `alerts: close → inbox + webhook, ${SYMBOLS} symbols (mean of ${CLOSES})`,
      ms: total / CLOSES,
      units: closes.reduce((s, c) => s + c.inbox, 0),
      unit: 'inbox',
      perSecond: closes.reduce((s, c) => s + c.inbox, 0) / (total / 1000),
      heapDeltaMb: 0,
    });
    figures.push({
      name: `alerts: close → inbox + webhook, worst of ${CLOSES}`,
      ms: worst,
      units: seeded,
      unit: 'bars',
      perSecond: 0,
      heapDeltaMb: 0,
    });

    // A burst: every symbol's volume turns Active at one close (500 events, 7,500 inbox rows, one digest post per premium user).
    const burstAt = start + (CLOSES + 1) * M5;
    let volumeStatus = 'Silent';
    const burst = root.alerting({
      source: 'simulated',
      publish: async () => undefined,
      sender: createUserWebhookSender({ allowLoopback: true }),
      reader: {
        async read(topic, now) {
          const states = new Map(
            symbols.map((symbol) => [symbol, { status: volumeStatus, alert: false, at: now }]),
          );
          return (topic === 'volume' ? states : new Map()) as never;
        },
      },
    });
    await burst.onChanged(['volume'], burstAt - M5);
    volumeStatus = 'Active';
    const postsBefore = posts;
    figures.push(
      await measure(
        `alerts: burst, all ${SYMBOLS} symbols turn Active at one close`,
        'inbox',
        async () => (await burst.onChanged(['volume'], burstAt))[0]?.delivery.delivered ?? 0,
        { cold: true },
      ),
    );
    closes.push({
      close: burstAt,
      ms: figures.at(-1)?.ms ?? 0,
      events: SYMBOLS,
      inbox: figures.at(-1)?.units ?? 0,
      posts: posts - postsBefore,
    });
    return { figures, closes };
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await database.close();
  }
}
