import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { percentInput, thresholdFromPercent } from '../../../src/features/admin-settings/cpr-map-fields.ts';
import { hasUnsavedEdits } from '../../../src/features/admin-settings/settings-edits.ts';
import { FIELD_LABELS, inTabWords } from '../../../src/features/admin-settings/settings-labels.ts';
import { validateSettings } from '../../../src/features/admin-settings/settings-validation.ts';
import { UNSAVED_LEAVE_PROMPT } from '../../../src/features/admin-settings/use-admin-settings.ts';
import { json } from '../../support/fake-fetch.ts';
import { renderApp } from '../../support/render-app.tsx';

const settings: AdminSettings = structuredClone(defaultAdminSettings);

afterEach(() => vi.restoreAllMocks());

describe('settings messages in the words of the tabs', () => {
  it('names every field by its label, cross-field rules included', () => {
    expect(inTabWords('fib_golden_low must be less than fib_golden_high.')).toBe(
      'Golden zone low must be less than Golden zone high.',
    );
    expect(inTabWords('score_threshold_potential must not exceed score_threshold_a.')).toBe(
      'Potential setup score must not exceed A setup score.',
    );
    expect(inTabWords('The threshold must be at most 10.')).toBe(
      'The width threshold must be at most 1000 %.',
    );
    expect(inTabWords('Nothing to rename here.')).toBe('Nothing to rename here.');
  });

  it('leaves no field name in any message the browser reports', () => {
    const bad = {
      ...settings,
      fib_golden_low: 0.9,
      fib_golden_high: 0.1,
      score_threshold_a: 99,
      asia_end_utc: '00:00',
      webhook_url: 'http://x',
      daily_cpr_map: [[0, '', '']],
      module_tag_map: {},
    } as unknown as AdminSettings;
    const messages = Object.values(validateSettings(bad)).flat().map(inTabWords);
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages)
      for (const field of Object.keys(FIELD_LABELS))
        expect(message).not.toMatch(new RegExp(`\\b${field}\\b`));
  });
});

describe('CPR width thresholds in percent', () => {
  it('shows a stored fraction in percent and stores the percent typed as a fraction', () => {
    expect(percentInput(0.0015)).toBe(0.15);
    expect(percentInput(Number.NaN)).toBe('');
    expect(thresholdFromPercent('10')).toBe(0.1);
    expect(thresholdFromPercent(' ')).toBeNaN();
  });

  it('round-trips every threshold of the step (0.0001) unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (steps) => {
        const stored = steps / 10_000;
        expect(thresholdFromPercent(String(percentInput(stored)))).toBe(stored);
      }),
    );
  });
});

describe('leaving with unsaved edits', () => {
  it('tells a draft from the saved settings', () => {
    expect(hasUnsavedEdits(settings, settings)).toBe(false);
    expect(hasUnsavedEdits({ ...settings, max_watchlist_items: 7 }, settings)).toBe(true);
    expect(hasUnsavedEdits(null, settings)).toBe(false);
    // The same settings with their keys (and a map's keys) in another order are not an edit.
    const reordered = Object.fromEntries(Object.entries(settings).reverse()) as AdminSettings;
    reordered.module_tag_map = Object.fromEntries(Object.entries(settings.module_tag_map).reverse());
    expect(hasUnsavedEdits(reordered, settings)).toBe(false);
  });

  it('asks before a link leaves the screen, stays on Stay and leaves on Leave', async () => {
    renderApp('/admin/settings', { role: 'admin', routes: { 'GET admin/settings/': json(200, settings) } });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('settings-tab-watchlist'));
    // Nothing edited: leaving asks nothing.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.clear(screen.getByLabelText('Max watchlist items'));
    await user.type(screen.getByLabelText('Max watchlist items'), '50');
    expect(screen.getByTestId('settings-unsaved').textContent).toBe('Unsaved changes');
    const edited = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(edited);
    expect(edited.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(UNSAVED_LEAVE_PROMPT);
    expect(screen.getByTestId('location').textContent).toBe('/admin/settings');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/admin/settings');
    expect((screen.getByLabelText('Max watchlist items') as HTMLInputElement).value).toBe('50');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it('asks on the browser’s Back too, and lets a query change of the same screen pass', async () => {
    const { router } = renderApp('/dashboard', {
      role: 'admin',
      routes: { 'GET admin/settings/': json(200, settings) },
    });
    await act(() => router.navigate('/admin/settings'));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('settings-tab-watchlist'));
    await user.clear(screen.getByLabelText('Max watchlist items'));
    await user.type(screen.getByLabelText('Max watchlist items'), '50');
    await act(() => router.navigate('/admin/settings?x=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate(-2));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/settings');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });
});
