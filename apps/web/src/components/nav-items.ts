import { hasRole, isProTier, type Role } from '@app/contracts';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (not on its sub-paths). */
  end?: boolean;
  /** A count shown beside the label: `alerts` is the unread alerts (see AlertsUnreadBadge). */
  badge?: 'alerts';
  /** The plan that opens a screen the user's role does not reach: the item shows a lock and its name. */
  locked?: 'Pro' | 'Premium';
  /** A group shown as a dropdown under `label` (the admin screens); `to` is the group's path prefix. */
  children?: NavItem[];
}

/** The paid screens of the menu: the role each needs (the route table, docs/product.md §2) and its plan. */
const PAID_SCREENS: Readonly<Record<string, { minimum: Role; plan: 'Pro' | 'Premium' }>> = {
  '/ict': { minimum: 'pro', plan: 'Pro' },
  '/ict/trades': { minimum: 'pro', plan: 'Pro' },
  '/positioning': { minimum: 'pro', plan: 'Pro' },
  '/sniperflow': { minimum: 'premium', plan: 'Premium' },
};

/** The item, marked with the plan that opens it when `role` is below its screen's minimum. */
function withLock(item: NavItem, role: Role): NavItem {
  const paid = PAID_SCREENS[item.to];
  return paid && !hasRole(role, paid.minimum) ? { ...item, locked: paid.plan } : item;
}

/** Tier labels of docs/product.md §2: pro, premium and admin see the 'pro' names. */
function tierLabels(role: Role | null | undefined) {
  const pro = isProTier(role);
  return {
    cpr: pro ? 'CPR Analyzer' : 'Trend Finder',
    volume: pro ? 'Volume Dashboard' : 'Market Activity',
    ict: pro ? 'ICT Strategy' : 'Smart Signals',
    sniperflow: pro ? 'Liquidity Engine' : 'SniperFlow',
  };
}

/** The main links of the navigation bar; `role` is null for a guest (no user loaded). */
export function navItems(role: Role | null): NavItem[] {
  const home: NavItem = { to: '/landing', label: 'Home', end: true };
  if (role === null || role === 'guest') return [home];
  const labels = tierLabels(role);
  const items: NavItem[] = [
    home,
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/cpr', label: labels.cpr },
    { to: '/volume', label: labels.volume },
    { to: '/watchlist', label: 'Watchlist' },
    { to: '/ict', label: labels.ict, end: true },
    { to: '/ict/trades', label: 'Trades' },
    { to: '/positioning', label: 'Positioning' },
    { to: '/sniperflow', label: labels.sniperflow },
  ];
  // Issue 12 item 4: alerts are pro and above.
  if (isProTier(role)) items.push({ to: '/alerts', label: 'Alerts', badge: 'alerts' });
  items.push({ to: '/pricing', label: 'Pricing' });
  // The admin screens (docs/product.md §2) in one dropdown named Admin, so the bar keeps one row.
  if (role === 'admin')
    items.push({
      to: '/admin',
      label: 'Admin',
      children: [
        { to: '/admin', label: 'Admin Dashboard', end: true },
        { to: '/admin/users', label: 'User Management' },
        { to: '/admin/settings', label: 'Platform Settings' },
      ],
    });
  return items.map((item) => withLock(item, role));
}
