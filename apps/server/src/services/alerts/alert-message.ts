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
