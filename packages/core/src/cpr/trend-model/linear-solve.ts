/**
 * Solves `A·x = b` for a small dense symmetric positive-definite matrix by Gaussian elimination with
 * partial pivoting (deterministic). `A` is given row-major as arrays and is not modified. Returns
 * zeros for a singular system.
 */
export function solveLinear(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number))
        pivot = r;
    }
    const pr = m[pivot] as number[];
    if (Math.abs(pr[col] as number) < 1e-300) return new Array<number>(n).fill(0);
    m[pivot] = m[col] as number[];
    m[col] = pr;
    for (let r = col + 1; r < n; r++) {
      const row = m[r] as number[];
      const f = (row[col] as number) / (pr[col] as number);
      if (f === 0) continue;
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - f * (pr[c] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] as number[];
    let s = row[n] as number;
    for (let c = r + 1; c < n; c++) s -= (row[c] as number) * (x[c] as number);
    x[r] = s / (row[r] as number);
  }
  return x;
}
