import { createRoutesFromElements, Outlet, Route, type RouteObject } from 'react-router';
import { AuthProvider } from './auth/auth-context.tsx';
import { AppLayout } from './components/app-layout.tsx';
import { ERROR_BOUNDARY_MESSAGE } from './components/error-boundary.tsx';
import { HomeRedirect, PublicOnly, RequireRole } from './components/require-role.tsx';
import { AlertsUnreadBadge, AlertToasts } from './features/alerts/alerts-nav.tsx';
import { lazyNamed } from './lib/lazy-named.ts';

// Every screen is its own chunk, fetched when its route first renders (the Suspense boundary with the
// page spinner is in AppLayout): a first visit downloads none of them, the symbol view's chart library
// and the admin area only where they are used (docs/performance.md).
// Fetched only when an admin is logged in: no one else downloads the toolbox.
const AdminToolbox = lazyNamed(() => import('./features/admin-toolbox/admin-toolbox.tsx'), 'AdminToolbox');
const AdminDashboardPage = lazyNamed(
  () => import('./features/admin/admin-dashboard-page.tsx'),
  'AdminDashboardPage',
);
const AdminSettingsPage = lazyNamed(
  () => import('./features/admin-settings/admin-settings-page.tsx'),
  'AdminSettingsPage',
);
const AdminUsersPage = lazyNamed(
  () => import('./features/admin-users/admin-users-page.tsx'),
  'AdminUsersPage',
);
const AlertsPage = lazyNamed(() => import('./features/alerts/alerts-page.tsx'), 'AlertsPage');
const CprPage = lazyNamed(() => import('./features/cpr/cpr-page.tsx'), 'CprPage');
const DashboardPage = lazyNamed(() => import('./features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const IctPage = lazyNamed(() => import('./features/ict/ict-page.tsx'), 'IctPage');
const IctTradesPage = lazyNamed(() => import('./features/ict-trades/ict-trades-page.tsx'), 'IctTradesPage');
const LandingPage = lazyNamed(() => import('./features/landing/landing-page.tsx'), 'LandingPage');
const LoginPage = lazyNamed(() => import('./features/login/login-page.tsx'), 'LoginPage');
const PositioningPage = lazyNamed(
  () => import('./features/positioning/positioning-page.tsx'),
  'PositioningPage',
);
const PricingPage = lazyNamed(() => import('./features/pricing/pricing-page.tsx'), 'PricingPage');
const RegisterPage = lazyNamed(() => import('./features/register/register-page.tsx'), 'RegisterPage');
const SniperflowPage = lazyNamed(() => import('./features/sniperflow/sniperflow-page.tsx'), 'SniperflowPage');
const SymbolPage = lazyNamed(() => import('./features/symbol/symbol-page.tsx'), 'SymbolPage');
const UnauthorizedPage = lazyNamed(
  () => import('./features/unauthorized/unauthorized-page.tsx'),
  'UnauthorizedPage',
);
const UpgradePage = lazyNamed(() => import('./features/upgrade/upgrade-page.tsx'), 'UpgradePage');
const VolumePage = lazyNamed(() => import('./features/volume/volume-page.tsx'), 'VolumePage');
const WatchlistPage = lazyNamed(() => import('./features/watchlist/watchlist-page.tsx'), 'WatchlistPage');

/** The session around every route: the auth state navigates (logout), so it sits inside the router. */
function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

/** What the router shows if the layout itself fails to render (a screen's error stays in AppLayout's boundary). */
function RootError() {
  return (
    <div className="alert alert-danger m-4" role="alert" data-testid="error-boundary">
      {ERROR_BOUNDARY_MESSAGE}
    </div>
  );
}

/**
 * The route table of docs/product.md §2 for a data router (createBrowserRouter in app.tsx), whose
 * navigation blocker asks before unsaved admin settings are left (Back included); each guarded group
 * states its minimum role once.
 */
export const appRoutes: RouteObject[] = createRoutesFromElements(
  <Route element={<AuthRoot />} errorElement={<RootError />}>
    <Route
      element={
        <AppLayout
          adminToolbox={<AdminToolbox />}
          alertToasts={<AlertToasts />}
          alertsBadge={<AlertsUnreadBadge />}
        />
      }
    >
      <Route index element={<HomeRedirect />} />
      <Route path="landing" element={<LandingPage />} />
      <Route path="pricing" element={<PricingPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route element={<PublicOnly />}>
        <Route path="register" element={<RegisterPage />} />
      </Route>
      <Route path="unauthorized" element={<UnauthorizedPage />} />
      <Route path="upgrade/pro" element={<UpgradePage plan="Pro" />} />
      <Route path="upgrade/premium" element={<UpgradePage plan="Premium" />} />
      <Route element={<RequireRole minimum="free" />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="cpr" element={<CprPage />} />
        <Route path="volume" element={<VolumePage />} />
        <Route path="watchlist" element={<WatchlistPage />} />
        <Route path="symbol/:symbol" element={<SymbolPage />} />
      </Route>
      <Route element={<RequireRole minimum="pro" />}>
        <Route path="ict" element={<IctPage />} />
        <Route path="ict/trades" element={<IctTradesPage />} />
        <Route path="positioning" element={<PositioningPage />} />
        <Route path="alerts" element={<AlertsPage />} />
      </Route>
      <Route element={<RequireRole minimum="premium" />}>
        <Route path="sniperflow" element={<SniperflowPage />} />
      </Route>
      <Route element={<RequireRole minimum="admin" />}>
        <Route path="admin" element={<AdminDashboardPage />} />
        <Route path="admin/users" element={<AdminUsersPage />} />
        <Route path="admin/settings" element={<AdminSettingsPage />} />
      </Route>
      <Route path="*" element={<HomeRedirect />} />
    </Route>
  </Route>,
);
