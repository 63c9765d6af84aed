import type {
  WatchlistBulkResult,
  WatchlistCreateRequest,
  WatchlistItem,
  WatchlistModulesResponse,
} from '@app/contracts';
import type { WatchlistRecord, WatchlistRepository } from '../repositories/watchlist-repository.ts';
import { BadRequestError, ConflictError, NotFoundError } from './errors.ts';
import type { SettingsReader } from './settings-service.ts';
import { type SymbolCatalog, type SymbolMetaInfo, UNKNOWN_SYMBOL_META } from './symbol-catalog.ts';
import { bulkDetail, resolveModuleTag, resolveToggleTag } from './watchlist-rules.ts';

const ITEM_NOT_FOUND_DETAIL = 'Watchlist item not found.';

/** A user's watchlist. Every call acts on the caller's own items only; another user's id is unknown. */
export interface WatchlistService {
  list(userId: number): Promise<WatchlistItem[]>;
  /** The settings' module → tag map (`watchlist/modules/`). */
  modules(): Promise<WatchlistModulesResponse>;
  /**
   * Adds a symbol (stars default to `default_star_rating`). Unknown symbol: BadRequestError.
   * Already listed (unless `allow_duplicate_symbols`) or `max_watchlist_items` reached: ConflictError.
   */
  add(userId: number, request: WatchlistCreateRequest): Promise<WatchlistItem>;
  setStars(userId: number, id: number, stars: number): Promise<WatchlistItem>;
  remove(userId: number, id: number): Promise<void>;
  /** Adds the item's tag named `tag` (or module `tag`'s tag) when missing, else removes it. */
  toggleTag(userId: number, id: number, tag: string): Promise<WatchlistItem>;
  bulkTag(userId: number, ids: readonly number[], module: string): Promise<WatchlistBulkResult>;
  bulkUntag(userId: number, ids: readonly number[], module: string): Promise<WatchlistBulkResult>;
  bulkStars(userId: number, ids: readonly number[], stars: number): Promise<WatchlistBulkResult>;
  bulkDelete(userId: number, ids: readonly number[]): Promise<WatchlistBulkResult>;
}

export interface WatchlistDeps {
  items: WatchlistRepository;
  catalog: SymbolCatalog;
  settings: SettingsReader;
  /** Told after every write of a user's items (stored or not), so cached copies of them are read again. */
  onChange?: (userId: number) => void;
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

export function createWatchlistService({
  items,
  catalog,
  settings,
  onChange,
}: WatchlistDeps): WatchlistService {
  /** Runs a write of `userId`'s items, then tells `onChange` (after a failure too: a rollback is harmless). */
  async function writing<T>(userId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      onChange?.(userId);
    }
  }

  const toItem = (record: WatchlistRecord, meta: SymbolMetaInfo | undefined): WatchlistItem => ({
    id: record.id,
    symbol: record.symbol,
    stars: record.stars,
    tags: record.tags,
    cap_category: (meta ?? UNKNOWN_SYMBOL_META).cap_category,
    market_cap: (meta ?? UNKNOWN_SYMBOL_META).market_cap,
  });

  async function present(records: WatchlistRecord[]): Promise<WatchlistItem[]> {
    const metas = await catalog.lookupMany(records.map((r) => r.symbol));
    return records.map((record) => toItem(record, metas.get(record.symbol)));
  }

  async function owned(userId: number, id: number): Promise<WatchlistRecord> {
    const record = await items.findOwned(userId, id);
    if (!record) throw new NotFoundError(ITEM_NOT_FOUND_DETAIL);
    return record;
  }

  async function presentOne(userId: number, id: number): Promise<WatchlistItem> {
    const [item] = await present([await owned(userId, id)]);
    if (!item) throw new NotFoundError(ITEM_NOT_FOUND_DETAIL);
    return item;
  }

  async function bulkTagging(userId: number, ids: readonly number[], module: string, on: boolean) {
    const tagName = resolveModuleTag((await settings.current()).module_tag_map, module);
    return items.transaction(async (repo) => {
      const mine = await repo.ownedIds(userId, unique(ids));
      if (on) await repo.addTag(mine, await repo.ensureTag(tagName));
      else {
        const tagId = await repo.findTagId(tagName);
        if (tagId !== undefined) await repo.removeTag(mine, tagId);
      }
      return { detail: bulkDetail(on ? 'tag' : 'untag', mine.length, module), updated: mine.length };
    });
  }

  return {
    async list(userId) {
      return present(await items.listForUser(userId));
    },

    async modules() {
      return { ...(await settings.current()).module_tag_map };
    },

    add: (userId, request) => writing(userId, () => add(userId, request)),
    setStars: (userId, id, stars) => writing(userId, () => setStars(userId, id, stars)),
    remove: (userId, id) => writing(userId, () => remove(userId, id)),
    toggleTag: (userId, id, tag) => writing(userId, () => toggleTag(userId, id, tag)),
    bulkTag: (userId, ids, module) => writing(userId, () => bulkTagging(userId, ids, module, true)),
    bulkUntag: (userId, ids, module) => writing(userId, () => bulkTagging(userId, ids, module, false)),
    bulkStars: (userId, ids, stars) => writing(userId, () => bulkStars(userId, ids, stars)),
    bulkDelete: (userId, ids) => writing(userId, () => bulkDelete(userId, ids)),
  };

  async function add(userId: number, { symbol, stars }: WatchlistCreateRequest): Promise<WatchlistItem> {
    const current = await settings.current();
    if (!(await catalog.lookup(symbol))) {
      const message = `Unknown symbol: ${symbol}.`;
      throw new BadRequestError(message, { symbol: [message] });
    }
    const row = await items.transaction(async (repo) => {
      await repo.lockUser(userId);
      if (!current.allow_duplicate_symbols && (await repo.hasSymbol(userId, symbol))) {
        throw new ConflictError(`${symbol} is already on your watchlist.`);
      }
      if ((await repo.countForUser(userId)) >= current.max_watchlist_items) {
        throw new ConflictError(`Your watchlist is full (at most ${current.max_watchlist_items} items).`);
      }
      return repo.insert(userId, symbol, stars ?? current.default_star_rating);
    });
    return presentOne(userId, row.id);
  }

  async function setStars(userId: number, id: number, stars: number): Promise<WatchlistItem> {
    if ((await items.setStars(userId, [id], stars)) === 0) throw new NotFoundError(ITEM_NOT_FOUND_DETAIL);
    return presentOne(userId, id);
  }

  async function remove(userId: number, id: number): Promise<void> {
    if ((await items.deleteOwned(userId, [id])) === 0) throw new NotFoundError(ITEM_NOT_FOUND_DETAIL);
  }

  async function toggleTag(userId: number, id: number, tag: string): Promise<WatchlistItem> {
    const record = await owned(userId, id);
    const map = (await settings.current()).module_tag_map;
    const { name, on } = resolveToggleTag(map, record.tags, tag);
    if (on) await items.addTag([id], await items.ensureTag(name));
    else {
      const existing = record.tags.find((t) => t.name === name);
      if (existing) await items.removeTag([id], existing.id);
    }
    return presentOne(userId, id);
  }

  async function bulkStars(userId: number, ids: readonly number[], stars: number) {
    const updated = await items.setStars(userId, unique(ids), stars);
    return { detail: bulkDetail('stars', updated, String(stars)), updated };
  }

  async function bulkDelete(userId: number, ids: readonly number[]) {
    const updated = await items.deleteOwned(userId, unique(ids));
    return { detail: bulkDetail('delete', updated), updated };
  }
}
