import type { WatchlistModulesResponse } from '@app/contracts';
import type { SelectOption } from './labelled-select.tsx';

/** The tag module choices ('Module (tag)'), for the bulk bar and each item's toggle select. */
export function moduleOptions(modules: WatchlistModulesResponse): SelectOption<string>[] {
  return Object.entries(modules).map(([module, tag]) => ({ value: module, label: `${module} (${tag})` }));
}
