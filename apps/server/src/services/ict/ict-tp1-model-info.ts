import type { IctTp1ModelInfo } from '@app/contracts';
import type { IctTp1ModelRow } from '../../repositories/ict-repository.ts';

/** `ict/trades/model/` from the stored model row (all empty before the first refit). */
export function tp1ModelInfo(row: IctTp1ModelRow | null): IctTp1ModelInfo {
  const model = row?.model ?? null;
  const held = model?.heldOut ?? null;
  return {
    served: model?.served ?? 'none',
    fitted_at: row ? row.fittedAt.toISOString() : null,
    n: model?.n ?? 0,
    base_rate: model?.base ?? null,
    held_out_n: held?.n ?? 0,
    auc: held?.auc ?? null,
    brier: held?.brier ?? null,
    base_rate_brier: held?.baseRateBrier ?? null,
    brier_skill: held?.skill ?? null,
  };
}
