import type { AlertEvent } from '@app/core';
import { describe, expect, it } from 'vitest';
import { alertDiscordMessage, tradePlanFields } from '../../../src/services/alerts/alert-message.ts';

const trade: AlertEvent = {
  key: 'trade_stop:BTCUSDT:4',
  kind: 'trade_stop',
  symbol: 'BTCUSDT',
  dataTime: Date.UTC(2026, 10, 23, 10, 5),
  message: 'BTCUSDT trade #4 was stopped (Bearish) · entry 101–101.5 · SL 102.25 · TP1 99 · TP2 97.125',
  detail: {
    trade_id: 4,
    status: 'stopped',
    bias: 'Bearish',
    entry_low: 101,
    entry_high: 101.5,
    stop_loss: 102.25,
    take_profit_1: 99,
    take_profit_2: 97.125,
  },
};

describe('alert Discord message', () => {
  it('lists a trade’s entry zone, stop and targets as fields named like the trades table', () => {
    const [embed] = alertDiscordMessage(trade).embeds;
    expect(embed?.title).toBe(trade.message);
    expect(embed?.description).toBe('Trade stopped');
    expect(embed?.fields).toEqual([
      { name: 'Entry Zone', value: '101–101.5', inline: true },
      { name: 'SL', value: '102.25', inline: true },
      { name: 'TP1', value: '99', inline: true },
      { name: 'TP2', value: '97.125', inline: true },
    ]);
  });

  it('adds no fields to other kinds or to a trade event without its plan', () => {
    const cross = { ...trade, kind: 'cpr_cross' as const, detail: { top: 1, bottom: 0.5 } };
    expect(alertDiscordMessage(cross).embeds[0]).not.toHaveProperty('fields');
    expect(tradePlanFields({ trade_id: 4, status: 'open' })).toEqual([]);
    expect(tradePlanFields({ ...trade.detail, stop_loss: null })).toEqual([]);
  });
});
