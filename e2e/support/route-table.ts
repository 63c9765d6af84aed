import type { Role } from '@app/contracts';

/** docs/product.md §2: the guarded routes, their minimum role and the title their screen shows. */
export const guardedRoutes: { path: string; minRole: Role; title: string }[] = [
  { path: '/dashboard', minRole: 'free', title: 'Volatility Dashboard' },
  { path: '/cpr', minRole: 'free', title: 'Trend Screener' },
  { path: '/volume', minRole: 'free', title: 'Volume Activity Dashboard' },
  { path: '/watchlist', minRole: 'free', title: 'Watchlist' },
  { path: '/ict', minRole: 'pro', title: 'ICT A+ Setups Screener' },
  { path: '/ict/trades', minRole: 'pro', title: 'ICT Trades' },
  { path: '/alerts', minRole: 'pro', title: 'Alerts' },
  { path: '/sniperflow', minRole: 'premium', title: 'Liquidity Dashboard' },
  { path: '/admin', minRole: 'admin', title: 'Admin Dashboard' },
  { path: '/admin/users', minRole: 'admin', title: 'User Management' },
  { path: '/admin/settings', minRole: 'admin', title: 'Platform Settings' },
];
