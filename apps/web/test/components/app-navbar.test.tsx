import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../support/fake-fetch.ts';
import { renderApp } from '../support/render-app.tsx';

const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const beginner = [
  'Home',
  'Dashboard',
  'Trend Finder',
  'Market Activity',
  'Watchlist',
  'Smart Signals  Pro',
  'Trades  Pro',
  'Positioning  Pro',
  'SniperFlow  Premium',
  'Pricing',
];
const pro = [
  'Home',
  'Dashboard',
  'CPR Analyzer',
  'Volume Dashboard',
  'Watchlist',
  'ICT Strategy',
  'Trades',
  'Positioning',
  'Liquidity Engine',
  'Alerts',
  'Pricing',
];

describe('navigation bar', () => {
  it('shows Home, Login and Register to a guest', async () => {
    renderApp('/landing');
    expect(mainLinks()).toEqual(['Home']);
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(account.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it.each([
    ['free', beginner],
    ['pro', pro.map((label) => (label === 'Liquidity Engine' ? 'Liquidity Engine  Premium' : label))],
    ['premium', pro],
    ['admin', pro],
  ] as const)('labels the links for a %s user', async (role, labels) => {
    renderApp('/landing', { role });
    expect((await screen.findByTestId('nav-user')).textContent).toBe(`Hi, ${role}-user ${role}`);
    expect(mainLinks()).toEqual(labels);
    expect(screen.getByTestId('role-badge').textContent).toBe(role);
    expect(screen.queryAllByRole('button', { name: 'Admin' })).toHaveLength(role === 'admin' ? 1 : 0);
  });

  it('groups the admin screens under one Admin dropdown, marked active on any of them', async () => {
    renderApp('/admin/users', { role: 'admin', routes: { 'GET admin/users/': json(200, []) } });
    const admin = await screen.findByRole('button', { name: 'Admin' });
    expect(admin.className).toContain('active');
    await userEvent.setup().click(admin);
    // The dropdown (react-bootstrap) renders its menu beside the toggle once opened.
    const menu = within(admin.parentElement as HTMLElement);
    const items = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(items).toEqual([
      ['Admin Dashboard', '/admin'],
      ['User Management', '/admin/users'],
      ['Platform Settings', '/admin/settings'],
    ]);
    await userEvent.setup().click(menu.getByRole('link', { name: 'Platform Settings' }));
    expect(await screen.findByRole('heading', { name: 'Platform Settings' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/settings');
  });

  it('marks the screens above the role with a lock and the plan that opens them', async () => {
    renderApp('/landing', { role: 'pro' });
    await screen.findByTestId('nav-user');
    expect(screen.getAllByTestId('nav-lock')).toHaveLength(1);
    // The link keeps its name; the plan is its description.
    const locked = screen.getByRole('link', { name: 'Liquidity Engine' });
    expect(locked.getAttribute('title')).toBe('Opens with the Premium plan');
    expect(screen.getByRole('link', { name: 'ICT Strategy' }).getAttribute('title')).toBeNull();
  });

  it('tells a free user opening a Premium screen which plan opens it', async () => {
    renderApp('/sniperflow', { role: 'free' });
    expect((await screen.findByTestId('unauthorized-message')).textContent).toBe(
      'This screen opens with the Premium plan. Upgrade to Premium to use it.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/upgrade/premium',
    );
  });

  it('highlights the active link', async () => {
    renderApp('/ict/trades', { role: 'pro' });
    await screen.findByRole('heading', { name: 'ICT Trades' });
    expect(screen.getByRole('link', { name: 'Trades' }).className).toContain('active');
    expect(screen.getByRole('link', { name: 'ICT Strategy' }).className).not.toContain('active');
  });

  it('shows the role in a tooltip', async () => {
    renderApp('/landing', { role: 'premium' });
    await userEvent.setup().hover(await screen.findByTestId('nav-user'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('You are logged in as premium');
  });

  it('logs out: revokes the refresh token, clears both tokens and goes to /login', async () => {
    const { server } = renderApp('/cpr', { role: 'free', routes: { 'POST auth/logout/': json(200, {}) } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(window.localStorage.getItem('access')).toBeNull();
    expect(window.localStorage.getItem('refresh')).toBeNull();
    expect(server.calls.find((c) => c.path === 'auth/logout/')?.body).toEqual({ refresh: 'refresh-1' });
    expect(mainLinks()).toEqual(['Home']);
  });
});
