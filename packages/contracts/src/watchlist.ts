import { z } from 'zod';
import { ListedId } from './ids.ts';

/** Most ids one bulk call may name. */
const WATCHLIST_BULK_MAX_IDS = 500;

/** Stars of a watchlist item: a whole number 0 to 5. */
const Stars = z
  .number({ error: 'stars must be a number.' })
  .int('stars must be a whole number.')
  .min(0, 'stars must be at least 0.')
  .max(5, 'stars must be at most 5.');

/** A market symbol in display form (`BTCUSDT`); sent in any case, upper-cased. */
export const WatchlistSymbol = z
  .string({ error: 'symbol is required.' })
  .trim()
  .min(1, 'symbol is required.')
  .max(40, 'symbol must be at most 40 characters.')
  .regex(/^[A-Za-z0-9_.-]+$/, 'symbol may contain only letters, digits and _ . -')
  .transform((s) => s.toUpperCase());

/** A tag name: 1 to 40 characters after trimming, no control characters. */
const TagName = z
  .string({ error: 'tag must be text.' })
  .trim()
  .min(1, 'tag is required.')
  .max(40, 'tag must be at most 40 characters.')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'tag must not contain control characters.');

/** A module name of `module_tag_map` (`cpr`, `ict`, …). */
const ModuleName = z
  .string({ error: 'module is required.' })
  .trim()
  .min(1, 'module is required.')
  .max(40, 'module must be at most 40 characters.');

/** The items a bulk call acts on: 1 to 500 ids (repeats count once). */
const WatchlistIds = z
  .array(ListedId, { error: 'ids must be a list of item ids.' })
  .min(1, 'ids must name at least one item.')
  .max(WATCHLIST_BULK_MAX_IDS, `ids may name at most ${WATCHLIST_BULK_MAX_IDS} items.`);

const WatchlistTag = z.object({ id: z.number().int(), name: z.string() });

/** One watchlist item (docs/product.md §3); cap data from the symbol meta ('Unknown'/null when missing). */
export const WatchlistItem = z.object({
  id: z.number().int(),
  symbol: z.string(),
  stars: z.number().int(),
  tags: z.array(WatchlistTag),
  cap_category: z.string(),
  market_cap: z.number().nullable(),
});
export type WatchlistItem = z.infer<typeof WatchlistItem>;

/** GET watchlist/: the caller's items, oldest first. */
export const WatchlistResponse = z.array(WatchlistItem);

/** GET watchlist/modules/: module name → tag name (the settings' `module_tag_map`). */
export const WatchlistModulesResponse = z.record(z.string(), z.string());
export type WatchlistModulesResponse = z.infer<typeof WatchlistModulesResponse>;

/** POST watchlist/: stars default to the settings' `default_star_rating`. */
export const WatchlistCreateRequest = z.object({ symbol: WatchlistSymbol, stars: Stars.optional() }).strict();
export type WatchlistCreateRequest = z.infer<typeof WatchlistCreateRequest>;

/** PATCH watchlist/{id}/. */
export const WatchlistPatchRequest = z.object({ stars: Stars }).strict();
export type WatchlistPatchRequest = z.infer<typeof WatchlistPatchRequest>;

/** POST watchlist/bulk-tag/ and watchlist/bulk-tag-remove/: the module's tag on or off. */
export const WatchlistBulkTagRequest = z.object({ ids: WatchlistIds, module: ModuleName }).strict();
export type WatchlistBulkTagRequest = z.infer<typeof WatchlistBulkTagRequest>;

/** POST watchlist/bulk-stars/ ('Apply Stars'). */
export const WatchlistBulkStarsRequest = z.object({ ids: WatchlistIds, stars: Stars }).strict();
export type WatchlistBulkStarsRequest = z.infer<typeof WatchlistBulkStarsRequest>;

/** POST watchlist/bulk-delete/ ('Remove Selected'). */
export const WatchlistBulkDeleteRequest = z.object({ ids: WatchlistIds }).strict();
export type WatchlistBulkDeleteRequest = z.infer<typeof WatchlistBulkDeleteRequest>;

/**
 * POST watchlist/{id}/toggle-tag/: `tag` is a tag name, or a module name of `module_tag_map`
 * (standing for its tag). The item gains the tag if it lacks it, else loses it.
 */
export const WatchlistToggleTagRequest = z.object({ tag: TagName }).strict();
export type WatchlistToggleTagRequest = z.infer<typeof WatchlistToggleTagRequest>;

/** Answer of every bulk call: `updated` counts the caller's items among `ids` (others are skipped). */
export const WatchlistBulkResult = z.object({ detail: z.string(), updated: z.number().int() });
export type WatchlistBulkResult = z.infer<typeof WatchlistBulkResult>;
