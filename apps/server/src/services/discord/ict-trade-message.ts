import { formatAlertR, levelsTargetR, tradingViewChartUrl } from '@app/core';
import { clip, type DiscordMessage, discordLimits, formatPrice } from './discord-message.ts';

/** A newly generated ICT trade (docs/product.md §3 field names). */
export interface IctTradeAlert {
  symbol: string;
  bias: 'Bullish' | 'Bearish' | 'Neutral';
  entry_low: number;
  entry_high: number;
  stop_loss: number;
  take_profit_1: number;
  take_profit_2: number;
  reasons: readonly string[];
  created_at: Date;
  /** The setup's score, when known. */
  score?: number;
}

/** Embed colours per bias: green, red, grey. */
const biasColours: Record<IctTradeAlert['bias'], number> = {
  Bullish: 0x2ecc71,
  Bearish: 0xe74c3c,
  Neutral: 0x95a5a6,
};
const biasIcons: Record<IctTradeAlert['bias'], string> = { Bullish: '🟢', Bearish: '🔴', Neutral: '⚪' };

/**
 * A new ICT trade for Discord: symbol and bias in the title, linked to the TradingView chart of the
 * perpetual on `exchange` (the settings' `default_exchange`); entry zone, SL, TP1 and TP2 each with its R, score,
 * reasons and the chart link as fields.
 */
export function ictTradeMessage(trade: IctTradeAlert, exchange: string): DiscordMessage {
  const chart = tradingViewChartUrl(exchange, trade.symbol);
  const levels = {
    bias: trade.bias,
    entryLow: trade.entry_low,
    entryHigh: trade.entry_high,
    stopLoss: trade.stop_loss,
    takeProfit1: trade.take_profit_1,
    takeProfit2: trade.take_profit_2,
  };
  const target = (price: number) => `${formatPrice(price)} (${formatAlertR(levelsTargetR(levels, price))})`;
  const reasons = trade.reasons.length ? trade.reasons.map((r) => `• ${r}`).join('\n') : '—';
  return {
    embeds: [
      {
        title: `${biasIcons[trade.bias] ?? ''} New ICT trade: ${trade.symbol} (${trade.bias})`.trim(),
        ...(trade.score !== undefined && { description: `Setup score ${trade.score}` }),
        url: chart,
        color: biasColours[trade.bias] ?? biasColours.Neutral,
        fields: [
          {
            name: 'Entry zone',
            value: `${formatPrice(trade.entry_low)} – ${formatPrice(trade.entry_high)}`,
            inline: true,
          },
          { name: 'SL', value: formatPrice(trade.stop_loss), inline: true },
          { name: 'TP1', value: target(trade.take_profit_1), inline: true },
          { name: 'TP2', value: target(trade.take_profit_2), inline: true },
          { name: 'Reasons', value: clip(reasons, discordLimits.fieldValue), inline: false },
          { name: 'Chart', value: `[TradingView](${chart})`, inline: false },
        ],
        timestamp: trade.created_at.toISOString(),
      },
    ],
  };
}
