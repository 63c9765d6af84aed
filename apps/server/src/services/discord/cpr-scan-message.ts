import { isoDay } from '../../lib/time.ts';
import { clip, type DiscordMessage, discordLimits } from './discord-message.ts';

export type ScanTimeframe = '1d' | '1w' | '1M';

/** One scanned symbol: its subcategory for the timeframe and its total score (trend + bias). */
export interface ScannedSymbol {
  symbol: string;
  subcategory: string;
  total_score: number;
}

export interface CprScanSummary {
  timeframe: ScanTimeframe;
  /** Start of the period whose CPR was computed (e.g. today 00:00 UTC for the daily scan). */
  periodStart: Date;
  /** The settings' `{T}_cpr_map` for the timeframe, for the order and labels of subcategories. */
  map: readonly (readonly [number, string, string])[];
  rows: readonly ScannedSymbol[];
  /** How many top symbols to list; default 10. */
  top?: number;
}

const titles: Record<ScanTimeframe, string> = { '1d': 'Daily', '1w': 'Weekly', '1M': 'Monthly' };
/** Embed colours per timeframe: blue, purple, orange. */
const scanColours: Record<ScanTimeframe, number> = { '1d': 0x3498db, '1w': 0x9b59b6, '1M': 0xe67e22 };

const score = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '—');

/**
 * A CPR scan summary for Discord: one inline field per subcategory of the map (in map order, the
 * label and its count; subcategories outside the map are counted as 'Other'), then the top symbols
 * by total score (ties by symbol).
 */
export function cprScanSummaryMessage(summary: CprScanSummary, now: Date): DiscordMessage {
  const labels = new Map(summary.map.map(([, label, sub]) => [sub, label]));
  const counts = new Map<string, number>();
  for (const row of summary.rows) {
    const key = labels.has(row.subcategory) ? row.subcategory : 'Other';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const fields = summary.map.map(([, label, sub]) => ({
    name: label,
    value: String(counts.get(sub) ?? 0),
    inline: true,
  }));
  if (counts.has('Other')) fields.push({ name: 'Other', value: String(counts.get('Other')), inline: true });

  const ranked = [...summary.rows]
    .sort((a, b) => (b.total_score || 0) - (a.total_score || 0) || a.symbol.localeCompare(b.symbol))
    .slice(0, Math.max(0, summary.top ?? 10));
  const lines = ranked.map(
    (row, i) =>
      `${i + 1}. **${row.symbol}** ${score(row.total_score)} · ${labels.get(row.subcategory) ?? row.subcategory}`,
  );
  fields.push({
    name: 'Top symbols by total score',
    value: lines.length ? clip(lines.join('\n'), discordLimits.fieldValue) : 'No symbols scanned.',
    inline: false,
  });

  const name = titles[summary.timeframe];
  const period = isoDay(summary.periodStart.getTime());
  return {
    embeds: [
      {
        title: `📊 ${name} CPR scan · ${period}`,
        description: `${summary.rows.length} symbols scanned.`,
        color: scanColours[summary.timeframe],
        fields,
        timestamp: now.toISOString(),
      },
    ],
  };
}
