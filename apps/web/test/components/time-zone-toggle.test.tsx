import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUEST_TIME_ZONE_KEY } from '../../src/lib/time-zone-store.ts';
import { json, type RecordedCall } from '../support/fake-fetch.ts';
import { makeUser, renderApp } from '../support/render-app.tsx';

const radios = () =>
  within(screen.getByTestId('time-zone-toggle')).getAllByRole('radio') as HTMLInputElement[];
const checked = () => radios().find((r) => r.checked)?.value;
const localButton = () => screen.getByTestId('time-zone-local');

const echoProfile = (call: RecordedCall) =>
  json(200, { ...makeUser('pro'), time_zone: (call.body as { time_zone: string }).time_zone });

describe('time zone toggle', () => {
  it('starts on UTC and keeps a guest’s choice in this browser, sending nothing', async () => {
    const { server } = renderApp('/landing');
    expect(checked()).toBe('utc');
    await userEvent.click(localButton());
    expect(checked()).toBe('local');
    expect(window.localStorage.getItem(GUEST_TIME_ZONE_KEY)).toBe('local');
    expect(server.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('stores a signed-in user’s choice on the server', async () => {
    const { server } = renderApp('/landing', { role: 'pro', routes: { 'PATCH auth/profile/': echoProfile } });
    await screen.findByTestId('nav-user');
    expect(checked()).toBe('utc');
    await userEvent.click(localButton());
    expect(checked()).toBe('local');
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: 'auth/profile/',
        body: { time_zone: 'local' },
        authorization: 'Bearer access-1',
      }),
    );
    expect(window.localStorage.getItem(GUEST_TIME_ZONE_KEY)).toBeNull();
  });

  it('shows the choice stored with the user', async () => {
    renderApp('/landing', {
      role: 'pro',
      routes: { 'GET auth/profile/': json(200, { ...makeUser('pro'), time_zone: 'local' }) },
    });
    await screen.findByTestId('nav-user');
    expect(checked()).toBe('local');
  });

  it('goes back to the stored choice when the server refuses', async () => {
    renderApp('/landing', {
      role: 'pro',
      routes: { 'PATCH auth/profile/': json(400, { detail: "time_zone must be 'utc' or 'local'." }) },
    });
    await screen.findByTestId('nav-user');
    await userEvent.click(localButton());
    await waitFor(() => expect(checked()).toBe('utc'));
  });
});
