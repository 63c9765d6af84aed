import { Route, Routes } from 'react-router';
import { HomeRedirect, PublicOnly, RequireRole } from './auth/require-role.tsx';
import { AppLayout } from './components/app-layout.tsx';
import { AdminDashboardPage } from './features/admin/admin-dashboard-page.tsx';
import { AdminSettingsPage } from './features/admin-settings/admin-settings-page.tsx';
import { AdminUsersPage } from './features/admin-users/admin-users-page.tsx';
import { AlertsPage } from './features/alerts/alerts-page.tsx';
import { CprPage } from './features/cpr/cpr-page.tsx';
import { DashboardPage } from './features/dashboard/dashboard-page.tsx';
import { IctPage } from './features/ict/ict-page.tsx';
import { IctTradesPage } from './features/ict-trades/ict-trades-page.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { LoginPage } from './features/login/login-page.tsx';
import { PricingPage } from './features/pricing/pricing-page.tsx';
import { RegisterPage } from './features/register/register-page.tsx';
import { SniperflowPage } from './features/sniperflow/sniperflow-page.tsx';
import { SymbolPage } from './features/symbol/symbol-page.tsx';
import { UnauthorizedPage } from './features/unauthorized/unauthorized-page.tsx';
import { UpgradePage } from './features/upgrade/upgrade-page.tsx';
import { VolumePage } from './features/volume/volume-page.tsx';
import { WatchlistPage } from './features/watchlist/watchlist-page.tsx';

/** The route table of docs/product.md §2; each guarded group states its minimum role once. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
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
    </Routes>
  );
}
