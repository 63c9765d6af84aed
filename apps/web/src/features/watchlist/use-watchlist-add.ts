import type { WatchlistItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { cprApi } from '../../api/cpr-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAddSymbols } from '../../api/use-add-symbols.ts';
import { addFeedback, symbolToAdd } from './watchlist-add-model.ts';

/**
 * The watchlist page's add box: the typed text, what it would add (read against the watched symbols
 * and the symbol catalog of `cpr/symbol-meta/`, the CPR screen's cached call), and the add itself with
 * the CPR screen's '✅ Added 1 to Watchlist' / '❌ Failed to add to Watchlist' toasts.
 */
export function useWatchlistAdd(items: readonly WatchlistItem[]) {
  const watched = useMemo(() => items.map((item) => item.symbol), [items]);
  const [typed, setTyped] = useState('');
  const meta = useQuery({
    queryKey: queryKeys.symbolMeta,
    queryFn: () => cprApi.symbolMeta(),
    staleTime: 5 * 60_000,
  });
  const catalog = useMemo(() => (meta.data ?? []).map((m) => m.symbol).sort(), [meta.data]);
  const known = useMemo(() => new Set(catalog), [catalog]);
  const choice = useMemo(() => symbolToAdd(typed, watched, known), [typed, watched, known]);
  const add = useAddSymbols((outcome) => {
    if (outcome.added.length > 0) setTyped('');
  });
  return {
    typed,
    setTyped,
    catalog,
    feedback: typed.trim() === '' ? null : addFeedback(choice),
    canAdd: choice.kind === 'add' && !add.isPending,
    pending: add.isPending,
    submit: () => {
      if (choice.kind === 'add') add.mutate([choice.symbol]);
    },
  };
}

export type WatchlistAdd = ReturnType<typeof useWatchlistAdd>;
