import { SIM_UNIVERSE } from '@app/core';

/** The benches' symbol list: the simulated universe, then `GEN{i}USDT` names up to `count`. */
export function benchUniverse(count: number): string[] {
  const names = SIM_UNIVERSE.map((s) => s.symbol);
  for (let i = 0; names.length < count; i++) names.push(`GEN${i}USDT`);
  return names.slice(0, count);
}
