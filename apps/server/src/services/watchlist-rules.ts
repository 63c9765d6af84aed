import { BadRequestError } from './errors.ts';

type TagMap = Readonly<Record<string, string>>;

/** The module of the map named `module`: exactly, else ignoring case; undefined when none. */
function findModule(map: TagMap, module: string): string | undefined {
  if (Object.hasOwn(map, module)) return module;
  const lower = module.toLowerCase();
  return Object.keys(map).find((key) => key.toLowerCase() === lower);
}

/** The tag name of `module` in the settings' module → tag map; an unknown module is a bad request. */
export function resolveModuleTag(map: TagMap, module: string): string {
  const key = findModule(map, module);
  if (key === undefined) {
    const message = `Unknown module: ${module}. Known modules: ${Object.keys(map).join(', ')}.`;
    throw new BadRequestError(message, { module: [message] });
  }
  return map[key] as string;
}

/**
 * What toggling `tag` on an item does. `tag` is first a tag the item has (removed: this is the chip's
 * remove button, and works for tags whose module has since left the map), then a tag name of the
 * map, then a module name standing for its tag. Anything else is a bad request, so the tags stay
 * the ones the admin configured.
 */
export function resolveToggleTag(
  map: TagMap,
  itemTags: readonly { name: string }[],
  tag: string,
): { name: string; on: boolean } {
  const has = (name: string) => itemTags.some((t) => t.name === name);
  if (has(tag)) return { name: tag, on: false };
  if (Object.values(map).includes(tag)) return { name: tag, on: true };
  const key = findModule(map, tag);
  if (key !== undefined) {
    const name = map[key] as string;
    return { name, on: !has(name) };
  }
  const message = `Unknown tag: ${tag}. Use a tag or module of watchlist/modules/.`;
  throw new BadRequestError(message, { tag: [message] });
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The `detail` of a bulk answer, in the words of the Watchlist screen's success toasts. */
export function bulkDetail(kind: 'tag' | 'untag' | 'stars' | 'delete', n: number, what = ''): string {
  switch (kind) {
    case 'tag':
      return `Applied ${what} for ${items(n)}.`;
    case 'untag':
      return `Removed ${what} for ${items(n)}.`;
    case 'stars':
      return `Applied ${what} stars to ${items(n)}.`;
    case 'delete':
      return `Removed ${items(n)}.`;
  }
}
