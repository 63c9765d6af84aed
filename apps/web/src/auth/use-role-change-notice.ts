import type { Role } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useAuth } from './auth-context.tsx';
import { roleChangeNotice } from './role-change.ts';

/**
 * Toasts when the signed-in user's role changes while the app is open (the live stream's account
 * event reloads the profile within a second of an approval): the navbar, the locked menu items and
 * the guarded screens follow the new role at once, and the toast says why.
 */
export function useRoleChangeNotice(): void {
  const { user } = useAuth();
  const seen = useRef<{ id: number; role: Role } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = user ? { id: user.id, role: user.role } : null;
    if (!user || !before || before.id !== user.id) return;
    const notice = roleChangeNotice(before.role, user.role);
    if (notice) toast[notice.type](notice.message);
  }, [user]);
}
