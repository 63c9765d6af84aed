import {
  type IctBias,
  type IctReason,
  type IctTradeStatus,
  ictBiases,
  ictReasons,
  ictTradeStatuses,
} from '@app/contracts';
import type { SelectOption } from '../../components/labelled-select.tsx';
import { statusLabel } from '../../components/trade-status.ts';

export interface TradeFilters {
  /** Case-insensitive 'contains' on the symbol. */
  symbol: string;
  /** Empty: every bias; else the trade's bias is one of these. */
  biases: IctBias[];
  /** Empty: any reasons; else the trade carries every one of these. */
  reasons: IctReason[];
  /** Empty: every status; else the trade's status is one of these. */
  statuses: IctTradeStatus[];
}

export const defaultTradeFilters: TradeFilters = { symbol: '', biases: [], reasons: [], statuses: [] };

/** docs/product.md §2: Bias (Bullish, Bearish, Neutral) and the 11 reason labels of section 3, in order. */
export const biasOptions: SelectOption<IctBias>[] = ictBiases.map((value) => ({ value, label: value }));
export const reasonOptions: SelectOption<IctReason>[] = ictReasons.map((value) => ({ value, label: value }));
export const statusOptions: SelectOption<IctTradeStatus>[] = ictTradeStatuses.map((value) => ({
  value,
  label: statusLabel(value),
}));

/** A multi-select's button text: 'Bias: All', the one or two chosen labels, or how many are chosen. */
export function summaryText(label: string, chosen: readonly string[]): string {
  if (chosen.length === 0) return `${label}: All`;
  if (chosen.length <= 2) return `${label}: ${chosen.join(', ')}`;
  return `${label}: ${chosen.length} selected`;
}
