import type { IctTrackRecord } from '@app/contracts';

/** Test data for the Track record panel (not shipped): two deciles, two labels with trades, one without. */
export const trackRecord: IctTrackRecord = {
  days: 30,
  from: '2025-08-02T00:00:00Z',
  to: '2025-09-01T00:00:00Z',
  overall: { count: 80, tp1: 28, rate: 0.35, low: 0.254, high: 0.459, mean_forecast: 0.336 },
  by_decile: [
    {
      decile: 1,
      p_from: 0.2,
      p_to: 0.31,
      count: 40,
      tp1: 10,
      rate: 0.25,
      low: 0.142,
      high: 0.402,
      mean_forecast: 0.27,
    },
    {
      decile: 2,
      p_from: 0.31,
      p_to: 0.52,
      count: 40,
      tp1: 18,
      rate: 0.45,
      low: 0.305,
      high: 0.604,
      mean_forecast: 0.4,
    },
  ],
  by_label: [
    { label: 'Strong Bullish', count: 50, tp1: 18, rate: 0.36, low: 0.241, high: 0.498, mean_forecast: 0.34 },
    { label: 'Bullish', count: 0, tp1: 0, rate: null, low: null, high: null, mean_forecast: null },
    { label: 'Bearish', count: 30, tp1: 10, rate: 0.333, low: 0.192, high: 0.512, mean_forecast: 0.33 },
  ],
};
