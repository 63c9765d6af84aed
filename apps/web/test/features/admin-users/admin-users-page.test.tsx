import type { User } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';

const users: User[] = [
  { id: 1, username: 'root', email: 'root@example.com', role: 'admin', is_active: true },
  { id: 2, username: 'alice', email: 'alice@example.com', role: 'free', is_active: true },
  { id: 3, username: 'bob', email: 'bob@example.com', role: 'pro', is_active: false },
];

describe('user management', () => {
  it('lists the users, filters by username and toasts the load', async () => {
    renderApp('/admin/users', { role: 'admin', routes: { 'GET admin/users/': json(200, users) } });
    const table = await screen.findByTestId('users-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(await screen.findByText('✅ Users loaded')).toBeTruthy();
    const bob = screen.getByTestId('user-row-bob');
    expect(within(bob).getByText('Inactive')).toBeTruthy();
    expect((screen.getByLabelText('Role of bob') as HTMLSelectElement).value).toBe('pro');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by username'), 'ALI');
    expect(within(screen.getByTestId('users-table')).getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Search by username'));
    await user.type(screen.getByLabelText('Search by username'), 'nobody');
    expect(screen.getByText('No users found.')).toBeTruthy();
  });

  it('asks for confirmation, then PATCHes the role and reloads', async () => {
    let saved = users;
    const { server } = renderApp('/admin/users', {
      role: 'admin',
      routes: {
        'GET admin/users/': () => json(200, saved),
        'PATCH admin/users/2/': (call) => {
          saved = saved.map((u) => (u.id === 2 ? { ...u, role: 'premium' } : u));
          return json(200, { ...users[1], ...(call.body as object) });
        },
      },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role of alice'), 'premium');
    expect(screen.getByTestId('role-change-banner').textContent).toContain('alice');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('role-change-banner')).toBeNull();
    expect((screen.getByLabelText('Role of alice') as HTMLSelectElement).value).toBe('free');

    await user.selectOptions(screen.getByLabelText('Role of alice'), 'premium');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('✅ Role changed to premium')).toBeTruthy();
    expect(screen.queryByTestId('role-change-banner')).toBeNull();
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'premium' });
    await waitFor(() =>
      expect((screen.getByLabelText('Role of alice') as HTMLSelectElement).value).toBe('premium'),
    );
    expect(server.calls.filter((c) => c.path === 'admin/users/')).toHaveLength(2);
  });

  it('shows the detail when the last admin would be demoted', async () => {
    renderApp('/admin/users', {
      role: 'admin',
      routes: {
        'GET admin/users/': json(200, users),
        'PATCH admin/users/1/': json(409, { detail: 'The last active admin cannot be demoted.' }),
      },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role of root'), 'free');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('role-change-error')).textContent).toContain(
      'The last active admin cannot be demoted.',
    );
    expect(await screen.findByText('❌ Failed to change role')).toBeTruthy();
  });

  it('toasts a failed load and shows the empty state', async () => {
    renderApp('/admin/users', { role: 'admin', routes: { 'GET admin/users/': json(404, { detail: 'x' }) } });
    expect(await screen.findByText('❌ Failed to load users')).toBeTruthy();
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('deactivates only once confirmed, activates at once, and shows the last-admin detail', async () => {
    let saved = users;
    const { server } = renderApp('/admin/users', {
      role: 'admin',
      routes: {
        'GET admin/users/': () => json(200, saved),
        'PATCH admin/users/2/': (call) => {
          saved = saved.map((u) => (u.id === 2 ? { ...u, ...(call.body as object) } : u));
          return json(200, saved[1]);
        },
        'PATCH admin/users/1/': json(409, {
          detail: 'The last active admin cannot be demoted or deactivated.',
        }),
      },
    });
    const user = userEvent.setup();
    const confirmDeactivate = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Deactivate ${name}` }));
      const banner = await screen.findByTestId('deactivate-banner');
      expect(banner.textContent).toContain(`Deactivate ${name}?`);
      await user.click(within(banner).getByRole('button', { name: 'Deactivate' }));
    };
    // Asked first: cancelling sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Deactivate alice' }));
    await user.click(
      within(await screen.findByTestId('deactivate-banner')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByTestId('deactivate-banner')).toBeNull();
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await confirmDeactivate('alice');
    expect(await screen.findByText('✅ alice deactivated')).toBeTruthy();
    expect(screen.queryByTestId('deactivate-banner')).toBeNull();
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: false });
    await waitFor(() =>
      expect(within(screen.getByTestId('user-row-alice')).getByText('Inactive')).toBeTruthy(),
    );
    await user.click(screen.getByRole('button', { name: 'Activate alice' }));
    expect(await screen.findByText('✅ alice activated')).toBeTruthy();

    await confirmDeactivate('root');
    expect((await screen.findByTestId('role-change-error')).textContent).toContain(
      'The last active admin cannot be demoted or deactivated.',
    );
  });

  it('lists pending upgrade requests and approves one, reloading users and requests', async () => {
    let pending = [
      {
        id: 5,
        plan: 'pro',
        status: 'pending',
        created_at: '2026-11-20T10:00:00.000Z',
        decided_at: null,
        user: { id: 2, username: 'alice', email: 'alice@example.com', role: 'free' },
      },
    ];
    const { server } = renderApp('/admin/users', {
      role: 'admin',
      routes: {
        'GET admin/users/': json(200, users),
        'GET admin/upgrades/?status=pending': () => json(200, pending),
        'POST admin/upgrades/5/approve/': () => {
          const decided = { ...pending[0], status: 'approved', user: { ...pending[0]?.user, role: 'pro' } };
          pending = [];
          return json(200, decided);
        },
      },
    });
    const row = await screen.findByTestId('upgrade-row-alice');
    expect(row.textContent).toContain('Pro');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('✅ Pro upgrade approved for alice')).toBeTruthy();
    expect(await screen.findByText('No pending upgrade requests.')).toBeTruthy();
    expect(server.calls.filter((c) => c.path === 'admin/users/').length).toBeGreaterThanOrEqual(2);
  });
});
