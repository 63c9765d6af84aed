import { alertEventLabels } from '@app/contracts';
import type { AlertEvent } from '@app/core';
import type { DiscordMessage } from '../discord/discord-message.ts';

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
 * A user's alert for their own Discord webhook: the event's message as the title, its rule kind as the
 * description, the market time of the close that caused it as the timestamp. No mentions.
 */
export function alertDiscordMessage(event: AlertEvent): DiscordMessage {
  return {
    username: 'CPR & ICT Analytics',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: event.message,
        description: alertEventLabels[event.kind],
        color: colours[event.kind],
        timestamp: new Date(event.dataTime).toISOString(),
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
