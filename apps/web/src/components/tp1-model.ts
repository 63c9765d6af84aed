import type { IctTp1ModelInfo, Tp1Served } from '@app/contracts';
import { formatTime } from '../lib/time-format.ts';
import { formatPercent } from './format.ts';

// P(TP1) on the ICT screens (docs/product.md §2, docs/analytics.md §3.10): the cell text, what the cell
// says it serves, and the header tooltip's lines from `ict/trades/model/`.

/** What the column is, the tooltip's first line. */
export const TP1_DEFINITION =
  'P(TP1): the chance the trade, once triggered, reaches TP1 before its stop (fixed when the trade is generated).';

/** A P(TP1) as a whole percentage ('34%'), or a dash while none is served. */
export function formatTp1(p: number | null): string {
  return formatPercent(p);
}

const SERVED: Record<Tp1Served, string> = {
  model: 'the calibrated model',
  base_rate: 'the base rate: the model did not beat it on held-out trades',
  none: 'nothing yet: not enough resolved trades',
};

/** A cell's title: what its P(TP1) is (the model's forecast, the pooled base rate, or none yet). */
export function tp1CellTitle(served: Tp1Served): string {
  return `P(TP1) served: ${SERVED[served]}`;
}

/** A cell's look: the base rate is muted (it says nothing about this trade in particular). */
export function tp1CellClass(served: Tp1Served): string | undefined {
  return served === 'base_rate' ? 'text-body-secondary fst-italic' : undefined;
}

const decimals = (x: number | null, digits: number) => (x === null ? '-' : x.toFixed(digits));

/** A Brier skill (1 − Brier / base-rate Brier) as a signed percentage with two decimals ('+0.09%'). */
export function formatSkill(skill: number | null): string {
  if (skill === null || !Number.isFinite(skill)) return '-';
  const pct = (skill * 100).toFixed(2);
  return skill >= 0 ? `+${pct}%` : `−${pct.slice(1)}%`;
}

/**
 * The header tooltip: the definition, what is served now, the held-out AUC, Brier, base-rate Brier
 * and skill, and the fit (n trades, base rate, date in `zone`, labelled). `info` undefined: the figures could not be read.
 */
export function tp1ModelLines(info: IctTp1ModelInfo | undefined, zone: string): string[] {
  if (!info) return [TP1_DEFINITION, 'The model figures are not available.'];
  const served =
    info.served === 'base_rate' && info.base_rate !== null
      ? `Served: the base rate (${formatPercent(info.base_rate)}); the model did not beat it on held-out trades.`
      : info.served === 'none'
        ? 'Served: nothing yet, not enough outcomes (300 resolved trades are needed).'
        : 'Served: the calibrated model.';
  const heldOut =
    info.held_out_n > 0
      ? `Held out (${info.held_out_n} trades): AUC ${decimals(info.auc, 3)}, Brier ${decimals(info.brier, 4)} vs base rate ${decimals(info.base_rate_brier, 4)}, skill ${formatSkill(info.brier_skill)}.`
      : 'Held out: no scored trades yet.';
  const fitted = info.fitted_at
    ? `Fitted ${formatTime(info.fitted_at, zone, 'minute')} on ${info.n} resolved trades (TP1 rate ${formatPercent(info.base_rate)}).`
    : 'Not fitted yet (refit daily at 00:00 UTC).';
  return [TP1_DEFINITION, served, heldOut, fitted];
}
