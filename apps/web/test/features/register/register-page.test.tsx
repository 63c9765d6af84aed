import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';

async function fill() {
  const user = userEvent.setup();
  // The register screen is a lazy chunk: wait for it before typing.
  await user.type(await screen.findByLabelText('Username'), 'newbie');
  await user.type(screen.getByLabelText('Email'), 'newbie@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('creates the account, toasts and goes to /login', async () => {
    const { server } = renderApp('/register', {
      routes: {
        'POST auth/register/': json(201, {
          id: 9,
          username: 'newbie',
          email: 'newbie@example.com',
          role: 'free',
        }),
      },
    });
    await fill();
    expect(await screen.findByText('Account created. Please log in.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(server.calls.find((c) => c.path === 'auth/register/')?.body).toEqual({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'long-password',
    });
  });

  it('shows the detail and the field errors of a refusal', async () => {
    renderApp('/register', {
      routes: {
        'POST auth/register/': json(400, {
          detail: 'Invalid input',
          errors: { username: ['Username is taken.'] },
        }),
      },
    });
    await fill();
    expect((await screen.findByTestId('register-error')).textContent).toBe('Invalid input');
    expect(screen.getByText('Username is taken.')).toBeTruthy();
  });

  it('falls back to the fixed text', async () => {
    renderApp('/register', { routes: { 'POST auth/register/': new Response('', { status: 500 }) } });
    await fill();
    expect((await screen.findByTestId('register-error')).textContent).toBe('Registration failed. Try again.');
  });
});
