import type { Role } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app.tsx';

const button = (plan: string) => screen.getByTestId(`plan-action-${plan}`);

describe('pricing page', () => {
  it.each([
    ['guest', 'Start Your Journey', ['Current Plan', 'Upgrade to Pro', 'Upgrade to Premium']],
    ['free', 'Start Your Journey', ['Current Plan', 'Upgrade to Pro', 'Upgrade to Premium']],
    ['pro', 'Unlock Elite Power', ['Downgrade to Free', 'Current Plan', 'Upgrade to Premium']],
    ['premium', 'Unlock Elite Power', ['Downgrade to Free', 'Downgrade to Pro', 'Current Plan']],
    ['admin', 'Unlock Elite Power', ['Downgrade to Free', 'Downgrade to Pro', 'Current Plan']],
  ] as [Role, string, string[]][])(
    'for a %s shows %s and the plan buttons',
    async (role, heading, labels) => {
      renderApp('/pricing', { role });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(['free', 'pro', 'premium'].map((plan) => button(plan).textContent)).toEqual(labels);
      const current = screen.getByRole('button', { name: 'Current Plan' });
      expect(current).toHaveProperty('disabled', true);
    },
  );

  it('links each other plan to its route', async () => {
    renderApp('/pricing', { role: 'pro' });
    await screen.findByRole('heading', { name: 'Unlock Elite Power' });
    expect(screen.getByRole('link', { name: 'Downgrade to Free' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/upgrade/premium',
    );
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Elite')).toBeTruthy();
    expect(screen.getByTestId('pricing-footer').textContent).toMatch(/upgrade or downgrade anytime/i);
  });
});
