import { z } from 'zod';

/**
 * Pro's saved filters (docs/product.md §3 "Screener state", docs/api.md §3): each screener's view (tab,
 * timeframe, filters, sort) as the query string the screen writes to its URL, kept per user on the
 * server so it follows them to another browser.
 */

/** The screens that save a view (the `screen` of `auth/profile/screen-views/{screen}/`). */
export const savedViewScreens = ['cpr', 'volume', 'ict', 'sniperflow'] as const;
export const SavedViewScreen = z.enum(savedViewScreens, {
  error: `screen must be one of ${savedViewScreens.join(', ')}.`,
});
export type SavedViewScreen = z.infer<typeof SavedViewScreen>;

/** The longest view query kept (a view is a handful of short keys; this leaves room to spare). */
export const SAVED_VIEW_QUERY_MAX = 2000;

/**
 * `key=value` pairs joined by `&`, as `URLSearchParams.toString()` writes them: no `?`, `#`, spaces or
 * control characters, a non-empty key in each pair, and every %-escape decoding to UTF-8.
 */
const QUERY_SHAPE = /^[^&=#?\s]+=[^&=#?\s]*(?:&[^&=#?\s]+=[^&=#?\s]*)*$/;

function decodes(query: string): boolean {
  try {
    decodeURIComponent(query.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/** A view's query string; `''` is a view reset to the screen's defaults. */
const SavedViewQuery = z
  .string({ error: 'query must be a string.' })
  .max(SAVED_VIEW_QUERY_MAX, `query must be at most ${SAVED_VIEW_QUERY_MAX} characters.`)
  .refine(
    (q) => q === '' || (QUERY_SHAPE.test(q) && decodes(q)),
    "query must be a URL query string of key=value pairs joined by '&' (no '?').",
  );

/** The path of `PUT auth/profile/screen-views/{screen}/`. */
export const ScreenViewParams = z.object({ screen: SavedViewScreen }).strict();
export type ScreenViewParams = z.infer<typeof ScreenViewParams>;

/** `PUT auth/profile/screen-views/{screen}/`: the screen's view; `{query: ""}` resets it to the defaults. */
export const ScreenViewPut = z.object({ query: SavedViewQuery }).strict();
export type ScreenViewPut = z.infer<typeof ScreenViewPut>;

/** One saved view of the caller. */
export const ScreenView = z.object({
  screen: SavedViewScreen,
  query: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ScreenView = z.infer<typeof ScreenView>;

/** `GET auth/profile/screen-views/`: every view the caller saved (a screen never saved is absent). */
export const ScreenViewsResponse = z.array(ScreenView);
export type ScreenViewsResponse = z.infer<typeof ScreenViewsResponse>;
