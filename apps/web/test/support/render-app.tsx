import { defaultAdminSettings, hasRole, type Profile, type Role } from '@app/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../src/api/query-client.ts';
import { tokenStore } from '../../src/api/token-store.ts';
import { AppToasts } from '../../src/app.tsx';
import { appRoutes } from '../../src/routes.tsx';
import { type FakeHandler, fakeFetch, json } from './fake-fetch.ts';
import { screenViewRoutes } from './screen-view-routes.ts';

// Every screen is a lazy chunk (src/routes.tsx): load their modules with this file, as the static
// route table did, so the first test to show a screen does not spend its time limit transforming it.
import.meta.glob(['../../src/features/*/*-page.tsx', '../../src/features/admin-toolbox/admin-toolbox.tsx'], {
  eager: true,
});

export function makeUser(role: Profile['role'], username = `${role}-user`): Profile {
  return { id: 7, username, email: `${username}@example.com`, role, is_active: true, time_zone: 'utc' };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderAppOptions {
  /** Logged in with this role (tokens stored, profile served), or a guest. */
  role?: Role;
  routes?: Record<string, FakeHandler | Response>;
}

/** Renders the real route table at `path` with the real providers; only fetch is fake. */
export function renderApp(path: string, { role = 'guest', routes = {} }: RenderAppOptions = {}) {
  if (role !== 'guest') tokenStore.set({ access: 'access-1', refresh: 'refresh-1' });
  const { daily_cpr_map, weekly_cpr_map, monthly_cpr_map, default_exchange } = defaultAdminSettings;
  const server = fakeFetch({
    // What an unconfigured server answers; a test overrides it to show configured maps.
    'GET cpr/screen-settings/': json(200, {
      daily_cpr_map,
      weekly_cpr_map,
      monthly_cpr_map,
      default_exchange,
    }),
    ...(role !== 'guest' ? { 'GET auth/profile/': json(200, makeUser(role)) } : {}),
    // A pro user's saved views: none unless the test serves some.
    ...(hasRole(role, 'pro') ? screenViewRoutes() : {}),
    ...routes,
  });
  const queryClient = createQueryClient();
  // The app's route table in a memory data router, with the probe beside the routes.
  const router = createMemoryRouter(
    [
      {
        id: 'location-probe',
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: appRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} useTransitions={false} />
      <AppToasts />
    </QueryClientProvider>,
  );
  return { ...view, server, queryClient, router };
}
