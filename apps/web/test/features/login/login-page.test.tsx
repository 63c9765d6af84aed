import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../support/fake-fetch.ts';
import { makeUser, renderApp } from '../../support/render-app.tsx';

const location = () => screen.getByTestId('location').textContent;

async function submit(username = 'trader', password = 'secret-pass') {
  const user = userEvent.setup();
  // The login screen is a lazy chunk: wait for it before typing.
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

const loginOk = {
  'POST auth/login/': json(200, { access: 'a1', refresh: 'r1' }),
  'GET auth/profile/': json(200, makeUser('pro', 'trader')),
};

describe('login page', () => {
  it('shows the server detail when the login is refused, without a toast', async () => {
    renderApp('/login', {
      routes: {
        'POST auth/login/': json(401, { detail: 'No active account found with the given credentials' }),
      },
    });
    await submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'No active account found with the given credentials',
    );
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('falls back to the fixed text without a detail', async () => {
    renderApp('/login', { routes: { 'POST auth/login/': new Response('', { status: 500 }) } });
    await submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('Login failed. Please try again.');
  });

  it('falls back to the fixed text when the server cannot be reached', async () => {
    renderApp('/login', {
      routes: { 'POST auth/login/': () => Promise.reject(new TypeError('fetch failed')) },
    });
    await submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('Login failed. Please try again.');
  });

  it('requires both fields before calling the server', async () => {
    const { server } = renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    // Only the app-wide toast settings (public screen settings) are read; no login call.
    expect(server.calls.filter((c) => !['cpr/screen-settings/', 'health/'].includes(c.path))).toHaveLength(0);
  });

  it("shows 'Logging in...' while submitting, then loads the user and goes to /cpr/", async () => {
    let answer: (r: Response) => void = () => undefined;
    const { server } = renderApp('/login', {
      routes: {
        ...loginOk,
        'POST auth/login/': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    await submit('trader', 'pw');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toHaveProperty('disabled', true);
    answer(json(200, { access: 'a1', refresh: 'r1' }));
    expect(await screen.findByRole('heading', { name: 'Trend Screener' })).toBeTruthy();
    expect(location()).toBe('/cpr/');
    // The login, then the profile with the new token; the screen it lands on makes its own calls after.
    const calls = server.calls.filter((c) => !['cpr/screen-settings/', 'health/'].includes(c.path));
    expect(calls.slice(0, 2).map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      'POST auth/login/ null',
      'GET auth/profile/ Bearer a1',
    ]);
    expect(calls[0]?.body).toEqual({ username: 'trader', password: 'pw' });
    expect(window.localStorage.getItem('access')).toBe('a1');
    expect(window.localStorage.getItem('refresh')).toBe('r1');
    expect(screen.getByTestId('nav-user').textContent).toContain('Hi, trader');
  });

  it('goes back to the origin a guard remembered', async () => {
    renderApp('/ict/trades', { routes: loginOk });
    await screen.findByLabelText('Username');
    await submit();
    expect(await screen.findByRole('heading', { name: 'ICT Trades' })).toBeTruthy();
    expect(location()).toBe('/ict/trades');
  });

  it('toggles the password visibility', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });
});
