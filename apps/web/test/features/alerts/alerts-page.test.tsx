import type { AlertInbox, AlertInboxItem, AlertRule, Role } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../src/api/query-keys.ts';
import { type FakeHandler, json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';

const entry = (id: number, read: boolean, message: string): AlertInboxItem => ({
  id,
  rule_id: 1,
  event: 'cpr_cross',
  symbol: 'BTCUSDT',
  message,
  detail: {},
  data_time: `2026-11-23T10:0${id}:00.000Z`,
  created_at: `2026-11-23T10:0${id}:05.000Z`,
  read,
  discord_status: null,
});

const rule = (id: number, patch: Partial<AlertRule> = {}): AlertRule => ({
  id,
  event: 'volume_active',
  scope: 'all',
  symbol: null,
  min_score: null,
  cooldown_minutes: 30,
  discord: false,
  enabled: true,
  created_at: '2026-11-23T09:00:00.000Z',
  ...patch,
});

interface State {
  inbox: AlertInbox;
  rules: AlertRule[];
}

/** /alerts with a fake server keeping the inbox and the rules in `state`. */
function open(role: Role, state: State, routes: Record<string, FakeHandler | Response> = {}) {
  return renderApp('/alerts', {
    role,
    routes: {
      'GET alerts/inbox/': () => json(200, state.inbox),
      'GET alerts/rules/': () => json(200, state.rules),
      'GET watchlist/': json(200, [
        { id: 1, symbol: 'ETHUSDT', stars: 3, tags: [], cap_category: 'Large', market_cap: null },
        { id: 2, symbol: 'BTCUSDT', stars: 3, tags: [], cap_category: 'Large', market_cap: null },
      ]),
      ...routes,
    },
  });
}

const inboxCard = () => within(screen.getByTestId('alerts-inbox'));

describe('Alerts', () => {
  it('lists the inbox read and unread, marks one and then all read, and toasts a new alert', async () => {
    const state: State = {
      inbox: {
        items: [
          entry(2, false, 'BTCUSDT crossed above the daily CPR'),
          entry(1, true, 'BTCUSDT swept the PDH'),
        ],
        unread: 1,
      },
      rules: [],
    };
    const read: FakeHandler = (call) => {
      const body = call.body as { ids?: number[]; all?: true };
      state.inbox = {
        items: state.inbox.items.map((i) =>
          body.all || body.ids?.includes(i.id) ? { ...i, read: true } : i,
        ),
        unread: 0,
      };
      return json(200, { detail: '1 marked read.', updated: 1 });
    };
    const { server, queryClient } = open('pro', state, { 'POST alerts/inbox/read/': read });

    const unread = await screen.findByTestId('alert-item-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeTruthy();
    expect(unread.dataset.read).toBe('false');
    expect(unread.textContent).toContain('BTCUSDT crossed above the daily CPR');
    expect(unread.textContent).toContain('Price crossed a CPR');
    expect(screen.getByTestId('alert-item-1').dataset.read).toBe('true');
    expect(
      within(screen.getByTestId('alert-item-1')).queryByRole('button', { name: /Mark alert/ }),
    ).toBeNull();
    expect(screen.getByTestId('alerts-inbox-unread').textContent).toBe('(1 unread)');
    // The navbar's Alerts link carries the unread count.
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Alerts 1 unread' }).getAttribute('href')).toBe('/alerts');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark alert 2 read' }));
    await waitFor(() => expect(screen.getByTestId('alert-item-2').dataset.read).toBe('true'));
    expect(server.calls.find((c) => c.path === 'alerts/inbox/read/')?.body).toEqual({ ids: [2] });
    expect(screen.queryByTestId('alerts-unread-count')).toBeNull();
    expect((inboxCard().getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // A new alert arrives (the stream's `alerts` event refetches the inbox): it is listed and toasted.
    state.inbox = {
      items: [entry(3, false, 'ETHUSDT volume turned Active'), ...state.inbox.items],
      unread: 1,
    };
    await queryClient.invalidateQueries({ queryKey: queryKeys.alertInbox });
    await waitFor(() => expect(screen.getAllByText('ETHUSDT volume turned Active')).toHaveLength(2));
    expect((await screen.findByTestId('alerts-unread-count')).textContent).toBe('1 unread');

    await user.click(inboxCard().getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByTestId('alert-item-3').dataset.read).toBe('true'));
    expect(server.calls.filter((c) => c.path === 'alerts/inbox/read/').map((c) => c.body)).toEqual([
      { ids: [2] },
      { all: true },
    ]);
  });

  it('adds a rule with the right body, then toggles it off and deletes it', async () => {
    const state: State = { inbox: { items: [], unread: 0 }, rules: [] };
    const { server } = open('pro', state, {
      'POST alerts/rules/': (call) => {
        const created = rule(5, call.body as Partial<AlertRule>);
        state.rules = [created];
        return json(201, created);
      },
      'PATCH alerts/rules/5/': (call) => {
        state.rules = state.rules.map((r) => ({ ...r, ...(call.body as Partial<AlertRule>) }));
        return json(200, state.rules[0]);
      },
      'DELETE alerts/rules/5/': () => {
        state.rules = [];
        return new Response(null, { status: 204 });
      },
    });
    expect(await screen.findByText('No alerts yet.')).toBeTruthy();
    expect(await screen.findByText('No rules yet: add one below.')).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Event'), 'Volume turned Active');
    await user.selectOptions(screen.getByLabelText('Scope'), 'All symbols');
    await user.clear(screen.getByLabelText('Cooldown (min)'));
    await user.type(screen.getByLabelText('Cooldown (min)'), '15');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    const row = await screen.findByTestId('alert-rule-5');
    expect(server.calls.find((c) => c.method === 'POST' && c.path === 'alerts/rules/')?.body).toEqual({
      event: 'volume_active',
      scope: 'all',
      cooldown_minutes: 15,
      discord: false,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Volume turned Active', 'All symbols', '-', '15 min', 'No', '', 'EditDelete']);
    expect(await screen.findByText('Alert rule added')).toBeTruthy();
    // The form is reset for the next rule.
    expect((screen.getByLabelText('Cooldown (min)') as HTMLInputElement).value).toBe('30');

    await user.click(within(row).getByLabelText('Enable rule 5'));
    await waitFor(() =>
      expect(
        (within(screen.getByTestId('alert-rule-5')).getByLabelText('Enable rule 5') as HTMLInputElement)
          .checked,
      ).toBe(false),
    );
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: false });

    await user.click(screen.getByRole('button', { name: 'Delete rule 5' }));
    expect(await screen.findByText('No rules yet: add one below.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === 'alerts/rules/5/')).toBe(true);
  });

  it('edits a rule in the form filled with it, puts the whole rule, and cancels back to adding', async () => {
    const state: State = {
      inbox: { items: [], unread: 0 },
      rules: [rule(7, { event: 'ict_setup', min_score: 9, cooldown_minutes: 45, enabled: false })],
    };
    const { server } = open('pro', state, {
      'PUT alerts/rules/7/': (call) => {
        state.rules = [rule(7, { ...(call.body as Partial<AlertRule>), enabled: false })];
        return json(200, state.rules[0]);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit rule 7' }));
    const form = within(screen.getByTestId('alert-rule-form'));
    expect(form.getByRole('heading').textContent).toBe('Edit rule: New ICT setup');
    expect((form.getByLabelText('Event') as HTMLSelectElement).value).toBe('ict_setup');
    expect((form.getByLabelText('Min score') as HTMLInputElement).value).toBe('9');
    expect((form.getByLabelText('Cooldown (min)') as HTMLInputElement).value).toBe('45');
    await user.selectOptions(form.getByLabelText('Scope'), 'One watchlist symbol');
    await user.selectOptions(form.getByLabelText('Symbol'), 'BTCUSDT');
    await user.clear(form.getByLabelText('Min score'));
    await user.type(form.getByLabelText('Min score'), '11');
    await user.click(form.getByRole('button', { name: 'Save rule' }));

    expect(await screen.findByText('Alert rule saved')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      event: 'ict_setup',
      scope: 'symbol',
      symbol: 'BTCUSDT',
      min_score: 11,
      cooldown_minutes: 45,
      discord: false,
    });
    const row = await screen.findByTestId('alert-rule-7');
    await waitFor(() => expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('BTCUSDT'));
    // Saved: the form adds rules again; Cancel does the same without saving.
    expect(screen.getByRole('button', { name: 'Add rule' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit rule 7' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add a rule' })).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('shows the server’s reason when an edit is refused and keeps the form', async () => {
    const state: State = { inbox: { items: [], unread: 0 }, rules: [rule(8, { event: 'cpr_cross' })] };
    open('pro', state, {
      'PUT alerts/rules/8/': () => json(400, { detail: 'ETHUSDT is not on your watchlist.' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit rule 8' }));
    await user.selectOptions(screen.getByLabelText('Scope'), 'One watchlist symbol');
    await user.selectOptions(screen.getByLabelText('Symbol'), 'ETHUSDT');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect((await screen.findByTestId('alert-rule-error')).textContent).toBe(
      'ETHUSDT is not on your watchlist.',
    );
    expect(screen.getByRole('button', { name: 'Save rule' })).toBeTruthy();
  });

  it('shows the min score for a new ICT setup and the symbol select for one watchlist symbol', async () => {
    const state: State = { inbox: { items: [], unread: 0 }, rules: [] };
    const { server } = open('pro', state, {
      'POST alerts/rules/': (call) => json(201, rule(6, call.body as Partial<AlertRule>)),
    });
    await screen.findByText('No rules yet: add one below.');
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Min score')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Event'), 'New ICT setup');
    await user.type(screen.getByLabelText('Min score'), '14');
    await user.selectOptions(screen.getByLabelText('Scope'), 'One watchlist symbol');
    // Without a symbol chosen the form says so and posts nothing.
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByTestId('alert-rule-error').textContent).not.toBe('');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    const symbol = screen.getByLabelText('Symbol');
    expect(
      within(symbol)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'BTCUSDT', 'ETHUSDT']);
    await user.selectOptions(symbol, 'ETHUSDT');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
        event: 'ict_setup',
        scope: 'symbol',
        symbol: 'ETHUSDT',
        min_score: 14,
        cooldown_minutes: 30,
        discord: false,
      }),
    );
  });

  it('shows the server detail when a rule is refused', async () => {
    open(
      'pro',
      { inbox: { items: [], unread: 0 }, rules: [] },
      { 'POST alerts/rules/': json(409, { detail: 'You already have 50 alert rules, the most allowed.' }) },
    );
    await screen.findByText('No rules yet: add one below.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add rule' }));
    expect((await screen.findByTestId('alert-rule-error')).textContent).toBe(
      'You already have 50 alert rules, the most allowed.',
    );
  });

  it('offers Discord to a pro user as a premium upsell', async () => {
    const { server } = open('pro', { inbox: { items: [], unread: 0 }, rules: [] });
    expect((await screen.findByTestId('alerts-webhook-upsell')).textContent).toContain(
      'Discord alerts come with Premium.',
    );
    expect(screen.getByTestId('alert-discord-upsell').textContent).toBe('Premium adds Discord');
    expect((screen.getByLabelText('Discord') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Webhook URL (https)')).toBeNull();
    expect(server.calls.some((c) => c.path === 'alerts/webhook/')).toBe(false);
  });

  it('lets a premium user save a webhook and shows a refused one with the server detail', async () => {
    let saved: string | null = null;
    const { server } = open(
      'premium',
      { inbox: { items: [], unread: 0 }, rules: [] },
      {
        'GET alerts/webhook/': () => json(200, { url: saved }),
        'PUT alerts/webhook/': (call) => {
          const { url } = call.body as { url: string | null };
          if (url?.includes('127.0.0.1'))
            return json(400, { detail: 'url must not point to a loopback, private or link-local address.' });
          saved = url;
          return json(200, { url });
        },
      },
    );
    const input = (await screen.findByLabelText('Webhook URL (https)')) as HTMLInputElement;
    // Editable once the saved URL is loaded.
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(screen.queryByTestId('alerts-webhook-upsell')).toBeNull();
    expect((screen.getByLabelText('Discord') as HTMLInputElement).disabled).toBe(false);
    const user = userEvent.setup();
    // Discord ticked on a rule while no webhook is saved: the form says where the alerts go.
    await user.click(screen.getByLabelText('Discord'));
    expect((await screen.findByTestId('alert-discord-no-webhook')).textContent).toContain(
      'No webhook saved yet',
    );

    await user.type(input, 'https://127.0.0.1/x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('alerts-webhook-error')).textContent).toBe(
      'url must not point to a loopback, private or link-local address.',
    );

    await user.clear(input);
    await user.type(input, 'https://discord.com/api/webhooks/1/abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Discord webhook saved')).toBeTruthy();
    expect(screen.queryByTestId('alerts-webhook-error')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { url: 'https://127.0.0.1/x' },
      { url: 'https://discord.com/api/webhooks/1/abc' },
    ]);
    expect(input.value).toBe('https://discord.com/api/webhooks/1/abc');
    expect(screen.queryByTestId('alert-discord-no-webhook')).toBeNull();
  });

  it('sends a free user to /unauthorized and gives them no Alerts link', async () => {
    renderApp('/alerts', { role: 'free' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unauthorized'));
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: /Alerts/ }),
    ).toBeNull();
  });
});
