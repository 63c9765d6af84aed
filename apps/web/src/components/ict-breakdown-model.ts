import type { IctBreakdown, IctReason, IctSetup } from '@app/contracts';

type Zone = NonNullable<IctBreakdown['zone']>;

const ZONE_NAMES: Record<Zone['kind'], string> = {
  fvg: 'Fair value gap',
  breaker: 'Breaker zone',
  bpr: 'Balanced price range',
};

/** What a setup's expanded row shows: its points, and the levels behind them with where price is. */
export interface BreakdownView {
  points: { reason: IctReason; points: number }[];
  total: number;
  price: number | null;
  /** The price whose magnitude sets the decimals of every level shown (the price, else the first level). */
  reference: number | null;
  dealingRange: {
    high: number;
    low: number;
    /** Where price sits as a percent of the range (0 = low, 100 = high; beyond when outside); null for a zero range. */
    percent: number | null;
    /** The same, clamped to 0–100 for the gauge. */
    gauge: number | null;
  } | null;
  ote: { low: number; high: number; inside: boolean | null } | null;
  leg: IctBreakdown['leg'];
  zone: (Zone & { name: string; inside: boolean | null }) | null;
  sweep: IctBreakdown['sweep'];
  atr: number | null;
}

/** Whether `price` lies in [low, high] (either order), or null without a price. */
export function priceInside(price: number | null, low: number, high: number): boolean | null {
  if (price === null) return null;
  return price >= Math.min(low, high) && price <= Math.max(low, high);
}

/** The breakdown of one setup, its total the sum of the listed points. */
export function breakdownView(setup: IctSetup): BreakdownView {
  const b = setup.breakdown;
  const price = setup.price;
  const range = b.dealing_range;
  const position = range?.position ?? null;
  return {
    points: b.points,
    total: b.points.reduce((sum, p) => sum + p.points, 0),
    price,
    reference: price ?? range?.high ?? b.ote?.high ?? b.zone?.high ?? b.sweep?.price ?? null,
    dealingRange: range && {
      high: range.high,
      low: range.low,
      percent: position === null ? null : position * 100,
      gauge: position === null ? null : Math.min(100, Math.max(0, position * 100)),
    },
    ote: b.ote && { ...b.ote, inside: priceInside(price, b.ote.low, b.ote.high) },
    leg: b.leg,
    zone: b.zone && {
      ...b.zone,
      name: b.zone.direction
        ? `${b.zone.direction === 'bullish' ? 'Bullish' : 'Bearish'} ${ZONE_NAMES[b.zone.kind].toLowerCase()}`
        : ZONE_NAMES[b.zone.kind],
      inside: priceInside(price, b.zone.low, b.zone.high),
    },
    sweep: b.sweep,
    atr: b.atr,
  };
}
