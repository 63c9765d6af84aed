import { alertEventLabels } from '@app/contracts';
import { type AlertEvent, formatAlertLevel, formatAlertR } from '@app/core';
import { isoOfMs } from '../../lib/time.ts';
import type { DiscordEmbedField, DiscordMessage } from '../discord/discord-message.ts';

/** Embed colour per kind family: CPR blue, liquidity purple, volume orange, ICT green, exits red/green. */
const colours: Record<AlertEvent['kind'], number> = {
  cpr_virgin: 0x3498db,
  cpr_touched: 0x3498db,
  cpr_cross: 0x3498db,
  level_swept: 0x9b59b6,
  volume_active: 0xe67e22,
  volume_alert: 0xe67e22,
  ict_setup: 0x2ecc71,
  ict_trade: 0x2ecc71,
  trade_tp1: 0x2ecc71,
  trade_tp2: 0x2ecc71,
  trade_stop: 0xe74c3c,
};

/**
 * A trade event's plan as embed fields named like the ICT trades table's columns (Entry Zone, SL, TP1,
 * TP2, each target with its R when the event carries it); none when the event carries no plan (every
 * other kind).
 */
export function tradePlanFields(detail: Record<string, unknown>): DiscordEmbedField[] {
  const { entry_low: low, entry_high: high, stop_loss: sl, take_profit_1: tp1, take_profit_2: tp2 } = detail;
  const levels = [low, high, sl, tp1, tp2];
  if (!levels.every((x): x is number => typeof x === 'number')) return [];
  const [l, h, s, t1, t2] = levels.map(formatAlertLevel);
  const r = (x: unknown) => (typeof x === 'number' ? ` (${formatAlertR(x)})` : '');
  return [
    { name: 'Entry Zone', value: `${l}–${h}`, inline: true },
    { name: 'SL', value: s as string, inline: true },
    { name: 'TP1', value: `${t1}${r(detail.r_tp1)}`, inline: true },
    { name: 'TP2', value: `${t2}${r(detail.r_tp2)}`, inline: true },
  ];
}

/**
 * A user's alert for their own Discord webhook: the event's message as the title, its rule kind as the
 * description, a trade's entry zone, stop and targets as fields, the market time of the close that
 * caused it as the timestamp. No mentions.
 */
export function alertDiscordMessage(event: AlertEvent): DiscordMessage {
  const fields = tradePlanFields(event.detail);
  return {
    username: 'CPR & ICT Analytics',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: event.message,
        description: alertEventLabels[event.kind],
        color: colours[event.kind],
        ...(fields.length > 0 && { fields }),
        timestamp: isoOfMs(event.dataTime),
        footer: { text: `${event.symbol} · alert` },
      },
    ],
  };
}

/** Embeds per Discord message. */
const EMBEDS = 10;

/**
 * One message for a user's alerts of one evaluation: an embed per alert, or past 10 the first 9 and
 * a tenth saying how many more are in the app's inbox (so a burst is one post, not hundreds).
 */
export function alertDiscordDigest(events: readonly AlertEvent[]): DiscordMessage {
  const embeds = events.map((e) => alertDiscordMessage(e).embeds[0]).filter((e) => e !== undefined);
  if (embeds.length <= EMBEDS) return { ...alertDiscordMessage(events[0] as AlertEvent), embeds };
  const rest = events.length - (EMBEDS - 1);
  return {
    ...alertDiscordMessage(events[0] as AlertEvent),
    embeds: [
      ...embeds.slice(0, EMBEDS - 1),
      {
        title: `… and ${rest} more alerts`,
        description: events
          .slice(EMBEDS - 1, EMBEDS - 1 + 40)
          .map((e) => e.message)
          .join('\n'),
        footer: { text: 'All of them are in your inbox.' },
      },
    ],
  };
}
