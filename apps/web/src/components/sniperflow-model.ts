import type {
  HitSession,
  LiquidityBias,
  LiquidityHitEvent,
  LiquidityRow,
  SessionBiasLabel,
} from '@app/contracts';
import { formatTime } from '../lib/time-format.ts';
import { DASH } from './format.ts';

/** The six level columns of docs/product.md §2, in order, with what each reads from a row. */
export const levelColumns = [
  { key: 'pdh', label: 'PDH', price: 'pdh', swept: 'pdh_swept', hitAt: 'pdh_hit_at' },
  { key: 'pdl', label: 'PDL', price: 'pdl', swept: 'pdl_swept', hitAt: 'pdl_hit_at' },
  {
    key: 'asia-high',
    label: 'Asia H',
    price: 'asia_high',
    swept: 'asia_high_swept',
    hitAt: 'asia_high_hit_at',
  },
  { key: 'asia-low', label: 'Asia L', price: 'asia_low', swept: 'asia_low_swept', hitAt: 'asia_low_hit_at' },
  {
    key: 'london-high',
    label: 'London H',
    price: 'london_high',
    swept: 'london_high_swept',
    hitAt: 'london_high_hit_at',
  },
  {
    key: 'london-low',
    label: 'London L',
    price: 'london_low',
    swept: 'london_low_swept',
    hitAt: 'london_low_hit_at',
  },
] as const satisfies readonly {
  key: string;
  label: string;
  price: keyof LiquidityRow;
  swept: keyof LiquidityRow;
  hitAt: keyof LiquidityRow;
}[];
export type LevelColumn = (typeof levelColumns)[number];

/** The hit-event columns (docs/product.md §2: Asia, London, NY and Unknown). */
export const hitColumns: readonly { session: HitSession; label: string }[] = [
  { session: 'asia', label: 'Asia' },
  { session: 'london', label: 'London' },
  { session: 'newyork', label: 'NY' },
  { session: 'unknown', label: 'Unknown' },
];

/** The session-bias sessions in the order they trade by default, with their short names. */
export const biasSessions = [
  { session: 'asia', short: 'Asia' },
  { session: 'london', short: 'London' },
  { session: 'newyork', short: 'NY' },
] as const;

export type SweptState = 'swept' | 'intact' | 'unset';

/** A level's state: a dash while the level is not set yet (no bars), else swept or not. */
export function sweptState(row: LiquidityRow, column: LevelColumn): SweptState {
  if (row[column.price] === null) return 'unset';
  return row[column.swept] ? 'swept' : 'intact';
}

/** docs/product.md §2: a check, a cross or a dash. */
export const sweptMarks: Record<SweptState, string> = { swept: '✓', intact: '✗', unset: DASH };

/** The hit events of one column, oldest first. */
export function eventsIn(row: LiquidityRow, session: HitSession): LiquidityHitEvent[] {
  return row.hit_events.filter((e) => e.session === session);
}

/** A hit time as a clock time in the chosen zone, with its label ('09:05 UTC'). */
export function formatHitTime(iso: string, zone: string): string {
  return formatTime(iso, zone, 'clock') ?? '';
}

/** A hit's date and clock for its tooltip, '1 Sep 2025, 13:05 UTC', in the chosen zone. */
export function formatHitMoment(iso: string, zone: string): string {
  return formatTime(iso, zone, 'medium') ?? '';
}

/** Levels swept today. */
export function sweptCount(row: LiquidityRow): number {
  return levelColumns.filter((c) => row[c.swept]).length;
}

/** The newest hit time of a row, or null. */
export function lastHit(row: LiquidityRow): string | null {
  return row.hit_events.at(-1)?.hit_at ?? null;
}

/** Badge colours of the bias (the CPR screens' green/red for direction, grey for neutral). */
export const biasVariant: Record<LiquidityBias, string> = {
  Bullish: 'success',
  Bearish: 'danger',
  Neutral: 'secondary',
};

/** Session-bias badge colours: accumulation grey, manipulation amber, distribution blue. */
export const sessionBiasVariant: Record<SessionBiasLabel, string> = {
  A: 'secondary',
  M: 'warning',
  D: 'info',
};
