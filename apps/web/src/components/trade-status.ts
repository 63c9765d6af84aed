import type { IctTradeStatus } from '@app/contracts';

/** An ICT trade's status as the trades screen and the symbol view show it (docs/product.md §2). */
const STATUS: Record<IctTradeStatus, { label: string; tone: string; outline: boolean }> = {
  open: { label: 'Open', tone: 'secondary', outline: false },
  triggered: { label: 'Triggered', tone: 'primary', outline: false },
  tp1: { label: 'TP1 hit', tone: 'success', outline: false },
  tp2: { label: 'TP2 hit', tone: 'success', outline: false },
  stopped: { label: 'Stopped', tone: 'danger', outline: false },
  expired: { label: 'Expired', tone: 'secondary', outline: true },
};

export function statusLabel(status: IctTradeStatus): string {
  return STATUS[status].label;
}

/** The Status badge: open grey, triggered blue, targets green, stop red, expired outlined grey. */
export function statusBadge(status: IctTradeStatus): { tone: string; outline: boolean } {
  const { tone, outline } = STATUS[status];
  return { tone, outline };
}
