/** A uniform generator on [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: a small, fast 32-bit seeded PRNG (Tommy Ettinger's public-domain design), uniform on
 * [0, 1) with 2^32 resolution. Good enough for simulation, not for cryptography.
 */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** murmur3's 32-bit finaliser: a bijective avalanche mix. */
function fmix32(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A 32-bit seed derived from integers (order matters), e.g. (seed, symbol hash, day, stream). */
export function mixSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) h = fmix32((h ^ fmix32((p | 0) + 0x7f4a7c15)) + Math.imul(h, 0x27d4eb2d));
  return h;
}

/** FNV-1a 32-bit hash of a string (stable across runs and platforms). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
