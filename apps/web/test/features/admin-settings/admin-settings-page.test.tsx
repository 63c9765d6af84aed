import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMapRow, addModuleTag, sortMap } from '../../../src/features/admin-settings/settings-edits.ts';
import { SETTINGS_TABS } from '../../../src/features/admin-settings/settings-tabs.ts';
import { validateSettings } from '../../../src/features/admin-settings/settings-validation.ts';
import { json } from '../../support/fake-fetch.ts';
import { type RenderAppOptions, renderApp } from '../../support/render-app.tsx';

const settings: AdminSettings = structuredClone(defaultAdminSettings);

function open(routes: RenderAppOptions['routes'] = {}) {
  return renderApp('/admin/settings', {
    role: 'admin',
    routes: { 'GET admin/settings/': json(200, settings), ...routes },
  });
}

describe('settings rules in the browser', () => {
  it('puts every settings field on a tab', () => {
    const shown = SETTINGS_TABS.flatMap((tab) => [...tab.fields.map((f) => f.name), ...(tab.owns ?? [])]);
    expect(shown.sort()).toEqual(Object.keys(defaultAdminSettings).sort());
    expect(SETTINGS_TABS.map((t) => t.title)).toEqual([
      'Platform Config',
      'Trade Generation',
      'Discord Webhooks',
      'FIB Levels',
      'Score Thresholds',
      'Watchlist',
      'Module Tagging',
      'Session Windows',
      'CPR Width Thresholds',
    ]);
  });

  it("reports the server's messages under the server's keys", () => {
    expect(validateSettings(settings)).toEqual({});
    const errors = validateSettings({
      ...settings,
      webhook_url: 'http://x.example.com',
      fib_golden_low: 0.9,
      daily_cpr_map: [settings.daily_cpr_map[1], settings.daily_cpr_map[0]] as AdminSettings['daily_cpr_map'],
    });
    expect(Object.keys(errors).sort()).toEqual(['daily_cpr_map.1.0', 'webhook_url']);
    expect(Object.keys(validateSettings({ ...settings, fib_golden_low: 0.9 }))).toEqual(['fib_golden_low']);
  });

  it('adds a module tag only with both names, and map rows sorted', () => {
    expect(addModuleTag({}, 'ict', ' ')).toBeNull();
    expect(addModuleTag({}, ' ', 'ICT')).toBeNull();
    expect(addModuleTag({ a: 'A' }, ' ict ', 'ICT')).toEqual({ a: 'A', ict: 'ICT' });
    expect(addMapRow(settings.daily_cpr_map).at(-1)).toEqual([2, '', '']);
    expect(
      sortMap([
        [2, 'b', 'b'],
        [1, 'a', 'a'],
      ]).map((r) => r[0]),
    ).toEqual([1, 2]);
  });
});

describe('platform settings screen', () => {
  it('saves the full object with a changed field and toasts the result', async () => {
    const { server } = open({
      'PUT admin/settings/': (call) => json(200, call.body),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('settings-tab-watchlist'));
    const max = screen.getByLabelText('Max watchlist items');
    await user.clear(max);
    await user.type(max, '150');
    await user.click(screen.getByLabelText('Allow duplicate symbols'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('✅ Settings saved')).toBeTruthy();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ...settings, max_watchlist_items: 150, allow_duplicate_symbols: true });
  });

  it('validates as the server does: the message beside the field, Save disabled', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('settings-tab-webhooks'));
    await user.type(screen.getByLabelText('General webhook'), 'http://insecure.example.com');
    // In the tab's words, not the field's name (webhook_url).
    expect(screen.getByTestId('error-webhook_url').textContent).toBe(
      'General webhook must be an https:// URL or empty.',
    );
    expect(screen.getByRole('button', { name: 'Save Settings' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('settings-tab-webhooks')).getByText('1')).toBeTruthy();
  });

  it("shows the server's field errors beside their fields and 'Failed to save settings'", async () => {
    open({
      'PUT admin/settings/': json(400, {
        detail: 'score_threshold_a: too high',
        errors: { score_threshold_a: ['score_threshold_a is refused by the server.'] },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeTruthy();
    await user.click(screen.getByTestId('settings-tab-scores'));
    expect(screen.getByTestId('error-score_threshold_a').textContent).toBe(
      'A setup score is refused by the server.',
    );
  });

  it("shows 'Failed to fetch settings' when the load fails", async () => {
    renderApp('/admin/settings', { role: 'admin', routes: { 'GET admin/settings/': json(500, {}) } });
    expect((await screen.findAllByText('Failed to fetch settings')).length).toBeGreaterThan(0);
  });

  it('edits the module tags and the CPR maps', async () => {
    const { server } = open({ 'PUT admin/settings/': (call) => json(200, call.body) });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('settings-tab-tags'));
    const add = screen.getByRole('button', { name: 'Add Tag' });
    await user.type(screen.getByLabelText('New module name'), 'alerts');
    expect(add).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('New tag name'), 'Alerts');
    await user.click(add);
    expect(screen.getByTestId('module-tag-alerts').textContent).toContain('Alerts');
    await user.click(screen.getByRole('button', { name: 'Remove module volume' }));
    expect(screen.queryByTestId('module-tag-volume')).toBeNull();

    await user.click(screen.getByTestId('settings-tab-cpr'));
    const monthly = screen.getByTestId('cpr-map-monthly_cpr_map');
    await user.click(within(monthly).getByRole('button', { name: 'Add row' }));
    const threshold = screen.getByLabelText('Monthly row 5 threshold');
    // Entered in percent (10 %), stored as a fraction (0.1).
    fireEvent.change(threshold, { target: { value: '10' } });
    fireEvent.blur(threshold);
    await user.type(screen.getByLabelText('Monthly row 4 label'), 'Broad');
    await user.type(screen.getByLabelText('Monthly row 4 subcategory'), 'broad');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = server.calls.find((c) => c.method === 'PUT')?.body as AdminSettings;
    expect(body.monthly_cpr_map.map((r) => r[2])).toEqual([
      'super_narrow',
      'narrow',
      'normal',
      'broad',
      'wide',
    ]);
    expect(body.monthly_cpr_map[3]?.[0]).toBe(0.1);
    expect(body.module_tag_map).toEqual({
      cpr: 'CPR',
      ict: 'ICT',
      sniperflow: 'SniperFlow',
      trend: 'Trend',
      alerts: 'Alerts',
    });
  });

  it('applies the saved toast position and duration to every toast', async () => {
    const { container } = renderApp('/admin/settings', {
      role: 'admin',
      routes: {
        'GET admin/settings/': json(200, settings),
        'GET cpr/screen-settings/': json(200, {
          daily_cpr_map: settings.daily_cpr_map,
          weekly_cpr_map: settings.weekly_cpr_map,
          monthly_cpr_map: settings.monthly_cpr_map,
          default_exchange: 'MEXC',
          notification_location: 'bottom-left',
          notification_duration: 8000,
        }),
        'PUT admin/settings/': (call) => json(200, call.body),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Settings' }));
    await screen.findByText('✅ Settings saved');
    await waitFor(() =>
      expect(container.ownerDocument.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull(),
    );
  });
});
