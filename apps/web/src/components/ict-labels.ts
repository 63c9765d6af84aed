import type { IctBias, IctLabel } from '@app/contracts';

export type Tone = 'success' | 'danger' | 'secondary' | 'info';

/** Direction colour: bullish green, bearish red, otherwise grey. */
export function biasTone(bias: IctBias): Tone {
  if (bias === 'Bullish') return 'success';
  if (bias === 'Bearish') return 'danger';
  return 'secondary';
}

/**
 * The Label badge: its direction's colour, solid for a full setup (Strong or plain), outlined for a
 * Potential one, grey for Neutral and No Setup.
 */
export function labelBadge(label: IctLabel): { tone: Tone; outline: boolean } {
  if (label === 'Neutral' || label === 'No Setup') return { tone: 'secondary', outline: false };
  const tone = label.endsWith('Bullish') ? 'success' : 'danger';
  return { tone, outline: label.startsWith('Potential') };
}
