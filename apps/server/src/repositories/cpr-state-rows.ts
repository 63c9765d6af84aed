/** The rows a CPR run writes (see cpr-state-repository.ts); times are epoch ms, market time. */
/** One symbol's CPR of one timeframe, as the CPR run writes it (times: epoch ms). */
export interface CprLevelWrite {
  symbol: string;
  timeframe: '1d' | '1w' | '1M';
  periodOpenTime: number;
  pivot: number;
  bc: number;
  tc: number;
  top: number;
  bottom: number;
  widthPct: number;
  subcategory: string;
  position: string | null;
  isInside: boolean;
  previousPeriodOpenTime: number | null;
  previousPivot: number | null;
  previousTop: number | null;
  previousBottom: number | null;
  dataTime: number;
}

export interface CprInsightWrite {
  symbol: string;
  price: number | null;
  /** The open the row's change counts from (core `changeReferenceOpen`): today's, or the last complete day's on a replay at 00:00. */
  todayOpen: number | null;
  todayHigh: number | null;
  todayLow: number | null;
  dailyPosition: string | null;
  weeklyPosition: string | null;
  monthlyPosition: string | null;
  dailyBias: string;
  isVirgin: boolean;
  trendProbability: number | null;
  trendModelRunId: number | null;
  trendCheckpoint: string | null;
  trendServed: string | null;
  updatedAt: number | null;
}

export interface CprScoreWrite {
  symbol: string;
  trendScore: number;
  biasScore: number;
  totalScore: number;
  dailyScore: number;
  weeklyScore: number;
  monthlyScore: number;
  updatedAt: number | null;
}

export interface CprStateWrite {
  levels: readonly CprLevelWrite[];
  insights: readonly CprInsightWrite[];
  scores: readonly CprScoreWrite[];
}
