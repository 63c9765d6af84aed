import { type Role, roleRank } from '@app/contracts';

/** The plan (or role) names as the app shows them. */
const roleTitle: Record<Role, string> = {
  guest: 'Guest',
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
  admin: 'Admin',
};

export interface RoleChangeNotice {
  type: 'success' | 'info';
  message: string;
}

/**
 * What to tell a signed-in user whose role changed while the app was open (an approved upgrade, an
 * admin's change, heard through the live stream): null when there is nothing to say (the same role,
 * or a sign-in or sign-out rather than a change of the same user's role).
 */
export function roleChangeNotice(previous: Role | null, next: Role | null): RoleChangeNotice | null {
  if (previous === null || next === null || previous === next) return null;
  if (previous === 'guest' || next === 'guest') return null;
  if (roleRank[next] > roleRank[previous])
    return { type: 'success', message: `Your plan is now ${roleTitle[next]}: its screens are open to you.` };
  return { type: 'info', message: `Your plan is now ${roleTitle[next]}.` };
}
