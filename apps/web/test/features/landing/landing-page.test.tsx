import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partOfDay } from '../../../src/features/landing/greeting.ts';
import { renderApp } from '../../support/render-app.tsx';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('landing page', () => {
  it('offers a guest the two calls to action and the beginner cards', async () => {
    renderApp('/landing');
    // The landing screen is a lazy chunk: wait for it.
    await screen.findByRole('link', { name: 'Start Free – No Card Required' });
    expect(hrefOf('Start Free – No Card Required')).toBe('/register');
    expect(screen.getAllByRole('link', { name: 'Login' }).map((a) => a.getAttribute('href'))).toContain(
      '/login',
    );
    expect(screen.getAllByTestId('feature-card')).toHaveLength(4);
    expect(screen.getByText('Trend & Breakout Finder')).toBeTruthy();
    expect(screen.queryByTestId('landing-greeting')).toBeNull();
  });

  it('greets a logged-in user and shows the pro shortcuts and cards', async () => {
    renderApp('/landing', { role: 'premium' });
    const expected = `Good ${partOfDay(new Date().getHours())}, premium-user`;
    expect((await screen.findByTestId('landing-greeting')).textContent).toBe(expected);
    expect(hrefOf('CPR Multi-Timeframe Analyzer')).toBe('/cpr');
    expect(hrefOf('ICT Institutional Setup Engine')).toBe('/ict');
    expect(screen.getByText('CPR Multi-Timeframe Confluence')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start Free – No Card Required' })).toBeNull();
  });

  it('shows the beginner shortcuts to a free user', async () => {
    renderApp('/landing', { role: 'free' });
    await screen.findByTestId('landing-greeting');
    expect(hrefOf('Easy Trend & Breakout Finder')).toBe('/cpr');
    expect(hrefOf('Simple Market Move Signals')).toBe('/ict');
  });

  it('leads a guest to Pricing (the guest navbar has no Pricing link)', async () => {
    renderApp('/landing');
    const link = await screen.findByTestId('landing-pricing-link');
    expect(link.getAttribute('href')).toBe('/pricing');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Start Your Journey' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });
});
