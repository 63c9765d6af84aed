export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** docs/product.md §1: morning before 12:00, afternoon before 18:00, otherwise evening (local time). */
export function partOfDay(hour: number): PartOfDay {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function greeting(username: string, now: Date): string {
  return `Good ${partOfDay(now.getHours())}, ${username}`;
}
