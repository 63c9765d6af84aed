import type { AlertInboxItem } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify/unstyled';
import { newAlertItems } from './alerts-model.ts';

/**
 * One toast per inbox entry that arrives after the first load in this session (at most 5 per
 * refresh); the entries present at the first load are never toasted. Position and duration are the
 * app's toast settings.
 */
export function useAlertToasts(items: readonly AlertInboxItem[], loaded: boolean) {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const { fresh, seen: next } = newAlertItems(seen.current, items);
    seen.current = next;
    for (const item of fresh) toast.info(item.message, { toastId: `alert-${item.id}` });
  }, [items, loaded]);
}
