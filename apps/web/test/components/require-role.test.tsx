import type { Role } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../support/fake-fetch.ts';
import { renderApp } from '../support/render-app.tsx';

const location = () => screen.getByTestId('location').textContent;

/** Each guarded route, the heading of its screen and its minimum role. */
const guarded: [path: string, heading: string, minimum: Role][] = [
  ['/dashboard', 'Volatility Dashboard', 'free'],
  ['/cpr', 'Trend Screener', 'free'],
  ['/volume', 'Volume Activity Dashboard', 'free'],
  ['/watchlist', 'Watchlist', 'free'],
  ['/ict', 'ICT A+ Setups Screener', 'pro'],
  ['/ict/trades', 'ICT Trades', 'pro'],
  ['/sniperflow', 'Liquidity Dashboard', 'premium'],
  ['/admin', 'Admin Dashboard', 'admin'],
  ['/admin/settings', 'Platform Settings', 'admin'],
];
const rank: Record<Role, number> = { guest: 0, free: 1, pro: 2, premium: 3, admin: 4 };

describe('route guard', () => {
  it.each(guarded)('sends a guest from %s to /login', async (path) => {
    renderApp(path);
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(location()).toBe('/login');
  });

  for (const role of ['free', 'pro', 'premium', 'admin'] as const) {
    it.each(guarded)(
      `for a ${role} user, %s shows its screen or /unauthorized`,
      async (path, heading, minimum) => {
        renderApp(path, { role });
        if (rank[role] >= rank[minimum]) {
          expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
          expect(location()).toBe(path);
        } else {
          expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
          expect(location()).toBe('/unauthorized');
        }
      },
    );
  }

  it('shows a spinner while the profile loads', async () => {
    renderApp('/cpr', {
      role: 'free',
      routes: { 'GET auth/profile/': () => new Promise<Response>(() => undefined) },
    });
    expect(screen.getByTestId('page-spinner')).toBeTruthy();
  });

  it('clears the tokens and shows the session notice on /login when the profile fails', async () => {
    renderApp('/watchlist', {
      role: 'free',
      routes: {
        'GET auth/profile/': json(401, { detail: 'Token expired' }),
        'POST auth/refresh/': json(401, { detail: 'Token is invalid' }),
      },
    });
    expect(await screen.findByText('Session expired. Please log in.')).toBeTruthy();
    expect(location()).toBe('/login');
    expect(window.localStorage.getItem('access')).toBeNull();
  });

  it.each([
    ['/', 'guest', '/login'],
    ['/', 'free', '/dashboard'],
    ['/no/such/page', 'guest', '/login'],
    ['/no/such/page', 'pro', '/dashboard'],
    ['/register', 'free', '/dashboard'],
    ['/login', 'premium', '/dashboard'],
  ] as const)('redirects %s for a %s to %s', async (path, role, target) => {
    renderApp(path, { role });
    await screen.findByRole('heading', { level: 1 });
    expect(location()).toBe(target);
  });
});
