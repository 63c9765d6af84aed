import { isProTier } from '@app/contracts';
import { type ReactNode, Suspense } from 'react';
import { Container } from 'react-bootstrap';
import { Outlet, useLocation } from 'react-router';
import { useLiveUpdates } from '../api/use-live-updates.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useRoleChangeNotice } from '../auth/use-role-change-notice.ts';
import { AppNavbar } from './app-navbar.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { isDataScreen } from './live-status-model.ts';
import { PageSpinner } from './page-spinner.tsx';
import { StaleDataNotice } from './stale-data-notice.tsx';
import { useTimeZone } from './use-time-zone.ts';

/**
 * What the layout shows from screens (features/), passed in by routes.tsx so that components/ never
 * imports a screen (docs/architecture.md §2): the admin toolbox (a lazy chunk), the alert toasts and
 * the navbar's unread-alerts badge. The layout decides who sees them.
 */
export interface AppLayoutSlots {
  adminToolbox: ReactNode;
  alertToasts: ReactNode;
  alertsBadge: ReactNode;
}

export function AppLayout({ adminToolbox, alertToasts, alertsBadge }: AppLayoutSlots) {
  const { pathname } = useLocation();
  const { isAuthenticated, role, user } = useAuth();
  // One server-sent-events connection for the whole app while a user is logged in, opened as that
  // user once the profile is in (their account events: an approved upgrade reaches every open tab).
  useLiveUpdates(isAuthenticated && user !== null, user?.id ?? null);
  useRoleChangeNotice();
  const { zone } = useTimeZone();
  return (
    <div className="d-flex flex-column min-vh-100">
      <AppNavbar alertsBadge={alertsBadge} />
      {/* Full width up to 1400 px (Bootstrap's xxl), so the wide screener tables fit a 1366 px laptop
          whole (SniperFlow's 14 columns need about 1,300 px; docs/product.md "Layout"). */}
      <Container as="main" fluid="xxl" className="flex-grow-1 py-4">
        {/* Keyed by path so that leaving a broken screen recovers; by time zone so that a new choice
            redraws every time on the screen, the memoised table rows and the chart included. */}
        <ErrorBoundary key={`${pathname} ${zone}`}>
          {/* A data screen whose market data is stale says so above its figures. */}
          {isDataScreen(pathname) && <StaleDataNotice />}
          {/* Each screen is a lazy chunk (routes.tsx): the spinner shows while it loads. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Container>
      <footer className="border-top border-secondary-subtle py-3 text-center small text-body-secondary">
        CPR &amp; ICT Analytics · Market analytics for education, not financial advice.
      </footer>
      {/* docs/product.md §6: the floating Admin Toolbox, for admins only, on every screen. */}
      {/* Its own boundary: if its chunk cannot be fetched (server down), the page stays as it is. */}
      {role === 'admin' && (
        <ErrorBoundary quiet>
          <Suspense fallback={null}>{adminToolbox}</Suspense>
        </ErrorBoundary>
      )}
      {/* Issue 12 item 4: new alerts toast on every screen, for pro and above. */}
      {isProTier(role) && alertToasts}
    </div>
  );
}
