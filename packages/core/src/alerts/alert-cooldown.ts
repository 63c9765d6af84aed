/**
 * Whether a rule may fire for a symbol at `now` (ms): it never fired for it (`lastFiredAt`
 * undefined) or last fired at least `cooldownMinutes` earlier. The server applies the same rule in
 * one atomic upsert so that concurrent processes agree.
 */
export function cooldownAllows(
  lastFiredAt: number | undefined,
  now: number,
  cooldownMinutes: number,
): boolean {
  return lastFiredAt === undefined || now - lastFiredAt >= cooldownMinutes * 60_000;
}
