/** A copy of `set` with `member` added or, when present, removed. */
export function toggleMember<T>(set: ReadonlySet<T>, member: T): Set<T> {
  const next = new Set(set);
  if (next.has(member)) next.delete(member);
  else next.add(member);
  return next;
}

/** A copy of `set` with all of `members` added (`on`) or removed. */
export function setMembers<T>(set: ReadonlySet<T>, members: readonly T[], on: boolean): Set<T> {
  const next = new Set(set);
  for (const member of members) {
    if (on) next.add(member);
    else next.delete(member);
  }
  return next;
}

/** The members of `set` that are still in `allowed` (a selection after the data changed). */
export function keepMembers<T>(set: ReadonlySet<T>, allowed: ReadonlySet<T>): Set<T> {
  return new Set([...set].filter((member) => allowed.has(member)));
}

/** 'all', 'some' or 'none' of `members` are in `set` (a select-all checkbox's state). */
export function coverage<T>(set: ReadonlySet<T>, members: readonly T[]): 'all' | 'some' | 'none' {
  const count = members.filter((member) => set.has(member)).length;
  if (count === 0) return 'none';
  return count === members.length ? 'all' : 'some';
}
