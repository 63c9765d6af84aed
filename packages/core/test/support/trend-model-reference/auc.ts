/**
 * Frozen copy of core `auc` before its forecasts were sorted as a `Float64Array` (2026-11-27): the
 * reference the property test compares the current definition with. Do not edit.
 */
export function auc(p: readonly number[], y: readonly number[]): number {
  const idx = p.map((_, i) => i).sort((a, b) => (p[a] as number) - (p[b] as number));
  let pos = 0;
  let rankSum = 0;
  for (let k = 0; k < idx.length; ) {
    let e = k;
    while (e + 1 < idx.length && p[idx[e + 1] as number] === p[idx[k] as number]) e++;
    const rank = (k + e) / 2 + 1;
    for (let t = k; t <= e; t++)
      if (y[idx[t] as number] === 1) {
        pos++;
        rankSum += rank;
      }
    k = e + 1;
  }
  const neg = idx.length - pos;
  return pos === 0 || neg === 0 ? 0.5 : (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}
