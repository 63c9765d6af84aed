import type { UpgradeRequest } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeTarget, hasUnseenApproval, upgradeState } from '../../../src/components/upgrade-state.ts';
import { json } from '../../support/fake-fetch.ts';
import { makeUser, renderApp } from '../../support/render-app.tsx';

const request = (over: Partial<UpgradeRequest> = {}): UpgradeRequest => ({
  id: 1,
  plan: 'pro',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  ...over,
});

describe('upgradeState', () => {
  it('tells guests, owned plans, open requests and available plans apart', () => {
    expect(upgradeState('guest', 'pro', []).kind).toBe('guest');
    expect(upgradeState('premium', 'pro', []).kind).toBe('owned');
    expect(upgradeState('admin', 'premium', []).kind).toBe('owned');
    expect(upgradeState('free', 'premium', [request()])).toMatchObject({ kind: 'pending' });
    const declined = request({ status: 'declined' });
    expect(upgradeState('free', 'pro', [declined])).toEqual({ kind: 'available', last: declined });
    expect(upgradeState('free', 'premium', [declined])).toEqual({ kind: 'available', last: null });
  });

  it('sees an approval the loaded role does not show yet', () => {
    expect(hasUnseenApproval('free', [request({ status: 'approved' })])).toBe(true);
    expect(hasUnseenApproval('pro', [request({ status: 'approved' })])).toBe(false);
    expect(hasUnseenApproval('free', [request()])).toBe(false);
  });
});

describe('changeTarget', () => {
  it("offers this page's plan for a request of the other, else the other plan while it is above the role", () => {
    expect(changeTarget('free', 'premium', request({ plan: 'pro' }))).toBe('premium');
    expect(changeTarget('free', 'pro', request({ plan: 'pro' }))).toBe('premium');
    expect(changeTarget('free', 'premium', request({ plan: 'premium' }))).toBe('pro');
    expect(changeTarget('pro', 'premium', request({ plan: 'premium' }))).toBeNull();
  });
});

describe('upgrade page', () => {
  it('changes a pending Pro request to Premium, and cancels it', async () => {
    let mine: UpgradeRequest[] = [request()];
    const { server } = renderApp('/upgrade/premium', {
      role: 'free',
      routes: {
        'GET upgrades/': () => json(200, mine),
        'PATCH upgrades/1/': () => {
          mine = [request({ plan: 'premium' })];
          return json(200, mine[0]);
        },
        'DELETE upgrades/1/': () => {
          mine = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Your request for Pro is pending approval.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change to Premium' }));
    expect(await screen.findByText('Your request for Premium is pending approval.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ plan: 'premium' });
    // From Premium's page, the premium request may go back to Pro.
    expect(screen.getByRole('button', { name: 'Change to Pro' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Upgrade request cancelled')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Request upgrade' })).toBeTruthy();
  });

  it("shows the server's detail when the request was decided meanwhile", async () => {
    renderApp('/upgrade/pro', {
      role: 'free',
      routes: {
        'GET upgrades/': json(200, [request()]),
        'DELETE upgrades/1/': json(409, { detail: 'This upgrade request has already been decided.' }),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('This upgrade request has already been decided.')).toBeTruthy();
  });

  it('shows the plan and requests the upgrade, then its pending state', async () => {
    let mine: UpgradeRequest[] = [];
    const { server } = renderApp('/upgrade/premium', {
      role: 'free',
      routes: {
        'GET upgrades/': () => json(200, mine),
        'POST upgrades/': () => {
          mine = [request({ plan: 'premium' })];
          return json(201, mine[0]);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.getByText('$49')).toBeTruthy();
    expect(screen.getByText('SniperFlow: the session liquidity dashboard')).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request upgrade' }));
    expect(await screen.findByText('✅ Upgrade to Premium requested')).toBeTruthy();
    expect(await screen.findByText('Your request for Premium is pending approval.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ plan: 'premium' });
    expect(screen.queryByRole('button', { name: 'Request upgrade' })).toBeNull();
  });

  it("shows the server's detail when the request is refused", async () => {
    renderApp('/upgrade/pro', {
      role: 'free',
      routes: {
        'GET upgrades/': json(200, []),
        'POST upgrades/': json(409, { detail: 'You already have an open upgrade request.' }),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request upgrade' }));
    expect(await screen.findByText('You already have an open upgrade request.')).toBeTruthy();
  });

  it('tells a user who has the plan, and a guest to log in', async () => {
    renderApp('/upgrade/pro', { role: 'premium', routes: { 'GET upgrades/': json(200, []) } });
    expect(await screen.findByText('Your account already includes the Pro plan.')).toBeTruthy();
  });

  it('reloads the profile once an approval shows, so the new role applies without a login', async () => {
    let role: 'free' | 'pro' = 'free';
    const { server } = renderApp('/upgrade/pro', {
      role: 'free',
      routes: {
        'GET auth/profile/': () => json(200, makeUser(role)),
        'GET upgrades/': () => {
          role = 'pro';
          return json(200, [request({ status: 'approved', decided_at: '2026-11-20T11:00:00.000Z' })]);
        },
      },
    });
    expect(await screen.findByText('Your account already includes the Pro plan.')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === 'auth/profile/').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows the latest request on Pricing', async () => {
    renderApp('/pricing', { role: 'free', routes: { 'GET upgrades/': json(200, [request()]) } });
    expect((await screen.findByTestId('pricing-upgrade-status')).textContent).toBe(
      'Your request for Pro is pending approval.',
    );
  });
});
