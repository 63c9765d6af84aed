import type { FvgType, HtfBias, IctParams, IctReasonLabel, IctSetupLabel, PdArray } from './types.ts';

/** Points of each reason label (docs/product.md §3), in the order `reasons` lists them. */
export const ictReasonScores: Readonly<Record<IctReasonLabel, number>> = {
  'HTF Bias Bullish': 2,
  'HTF Bias Bearish': 2,
  'HTF Bias Neutral': 1,
  'HTF PD Array Discount Zone': 2,
  'HTF PD Array Premium Zone': 1,
  'HTF PD Array Equilibrium': 1,
  'LTF OTE Zone': 2,
  '1-Sided FVG': 2,
  'Breaker FVG': 2,
  '2-Sided FVG': 1,
  'Liquidity Sweep': 2,
};

/** The setup's fields that score. */
export interface IctScoredFields {
  htfBias: HtfBias;
  htfPdArray: PdArray;
  ltfOte: boolean;
  fvgType: FvgType;
  liquiditySweep: boolean;
}

const pdReason: Record<PdArray, IctReasonLabel | null> = {
  Discount: 'HTF PD Array Discount Zone',
  Premium: 'HTF PD Array Premium Zone',
  Equilibrium: 'HTF PD Array Equilibrium',
  Unknown: null,
};

const fvgReason: Record<FvgType, IctReasonLabel | null> = {
  'One Sided FVG': '1-Sided FVG',
  'Breaker FVG': 'Breaker FVG',
  'Two Sided FVG': '2-Sided FVG',
  None: null,
};

/**
 * The reasons that scored and their points (docs/product.md §3, docs/analytics.md §3): the HTF bias (Bullish
 * or Bearish +2, Neutral +1), the PD array (Discount +2, Premium +1, Equilibrium +1, Unknown
 * nothing), LTF OTE +2, the FVG type (1-Sided +2, Breaker +2, 2-Sided +1, None nothing) and a
 * liquidity sweep +2, in that order. The points do not depend on the bias direction.
 */
export function ictReasons(f: IctScoredFields): { reason: IctReasonLabel; points: number }[] {
  const labels: (IctReasonLabel | null)[] = [
    `HTF Bias ${f.htfBias}`,
    pdReason[f.htfPdArray],
    f.ltfOte ? 'LTF OTE Zone' : null,
    fvgReason[f.fvgType],
    f.liquiditySweep ? 'Liquidity Sweep' : null,
  ];
  return labels
    .filter((r): r is IctReasonLabel => r !== null)
    .map((reason) => ({ reason, points: ictReasonScores[reason] }));
}

/** The setup score: the sum of its reasons' points (0–10). */
export function ictScore(reasons: readonly { points: number }[]): number {
  return reasons.reduce((sum, r) => sum + r.points, 0);
}

/**
 * The setup label (docs/analytics.md §3): a Neutral bias gives `Neutral`; otherwise the direction of the
 * bias, `Strong {dir}` when score ≥ `score_threshold_strong`, `{dir}` when ≥ `score_threshold_a`,
 * `Potential {dir}` when ≥ `score_threshold_potential`, else `No Setup`.
 */
export function ictLabel(bias: HtfBias, score: number, params: IctParams): IctSetupLabel {
  if (bias === 'Neutral') return 'Neutral';
  if (score >= params.scoreThresholdStrong) return `Strong ${bias}`;
  if (score >= params.scoreThresholdA) return bias;
  if (score >= params.scoreThresholdPotential) return `Potential ${bias}`;
  return 'No Setup';
}
