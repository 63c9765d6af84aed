/** What adding a group of symbols to the watchlist will do: the new ones, and those already there. */
export interface GroupAddPlan {
  /** Symbols not on the watchlist yet, in the group's order, each once. */
  toAdd: string[];
  /** Symbols of the group already on the watchlist, each once. */
  alreadyWatched: string[];
}

/**
 * Splits a group into the symbols to add and those already watched (docs/product.md §2: re-adding a
 * group adds only what is new). Case-sensitive like the symbol catalog; duplicates in the group count once.
 */
export function planGroupAdd(group: readonly string[], watched: Iterable<string>): GroupAddPlan {
  const onList = new Set(watched);
  const seen = new Set<string>();
  const plan: GroupAddPlan = { toAdd: [], alreadyWatched: [] };
  for (const symbol of group) {
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    (onList.has(symbol) ? plan.alreadyWatched : plan.toAdd).push(symbol);
  }
  return plan;
}
