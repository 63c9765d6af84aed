import type { OverlaysResponse } from '@app/contracts';
import type { Page } from '@playwright/test';
import { waitForCprData } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const DAY = 86_400_000;

interface Drawn {
  lines: string[];
  boxes: { kind: string; key: string }[];
  markers: number;
  labels: { key: string; text: string }[];
}
const readChart = (page: Page) =>
  page.evaluate(() => {
    // The symbol chart's test hook (apps/web symbol-chart.tsx).
    const hook = (
      window as unknown as {
        __symbolChart?: {
          lines(): Record<string, unknown>;
          boxes(): readonly { kind: string; key: string }[];
          markers(): readonly unknown[];
          labels(): readonly { key: string; text: string }[];
        };
      }
    ).__symbolChart;
    return hook
      ? {
          lines: Object.keys(hook.lines()),
          boxes: hook.boxes().map((b) => ({ kind: b.kind, key: b.key })),
          markers: hook.markers().length,
          labels: hook.labels().map((l) => ({ key: l.key, text: l.text })),
        }
      : null;
  }) as Promise<Drawn | null>;

/** The default layers' counts, worked out here from the API's body (the rule of docs/product.md). */
function expectedDefaults(body: OverlaysResponse) {
  const asOf = body.as_of;
  return {
    'fvg-recent': body.fvgs.filter(
      (f) =>
        f.state !== 'mitigated' && ((f.state === 'breaker' ? f.mitigated_at : f.known_at) ?? 0) > asOf - DAY,
    ).length,
    // The newest daily and weekly CPR and session day begun by as_of.
    'cpr-current': (['daily', 'weekly'] as const).filter((p) =>
      body.cprs.some((c) => c.period === p && c.start <= asOf),
    ).length,
    'sessions-current': body.sessions.some((d) => d.day <= asOf) ? 1 : 0,
  };
}

/** Opens BTCUSDT at 5m and returns the overlays body the page drew with what it drew (same as_of). */
async function openChart(page: Page) {
  const chart = page.getByTestId('symbol-chart');
  const section = page.getByTestId('symbol-chart-section');
  for (let attempt = 0; attempt < 4; attempt++) {
    const served = page.waitForResponse((r) => r.url().includes('market/overlays/?symbol=BTCUSDT&tf=5m'), {
      timeout: 90_000,
    });
    await page.goto('/symbol/BTCUSDT');
    const body = (await (await served).json()) as OverlaysResponse;
    await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(400);
    await expect(section).toHaveAttribute('data-overlays-as-of', String(body.as_of));
    await expect.poll(async () => (await readChart(page))?.lines.length ?? 0).toBeGreaterThan(0);
    if ((await section.getAttribute('data-overlays-as-of')) === String(body.as_of)) return body;
  }
  throw new Error('the overlays kept changing under the test');
}

test('the chart opens with the default overlays, more a click away, kept; full screen toggles', async ({
  page,
  freshUser,
  shot,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await freshUser('premium');
  await waitForCprData();
  const body = await openChart(page);
  const expected = expectedDefaults(body);
  for (const [layer, count] of Object.entries(expected))
    await expect(page.getByTestId(`overlay-toggle-${layer}`)).toHaveAttribute('data-count', String(count));
  expect(expected['cpr-current']).toBe(2);
  expect(expected['sessions-current']).toBe(1);

  const drawn = await readChart(page);
  if (!drawn) throw new Error('no chart');
  expect(drawn.boxes.filter((b) => b.kind === 'fvg')).toHaveLength(expected['fvg-recent']);
  expect(drawn.boxes.filter((b) => b.kind !== 'fvg')).toEqual([]);
  expect(drawn.markers).toBe(0);
  expect(drawn.lines.filter((k) => k.startsWith('cpr-monthly'))).toEqual([]);
  expect(drawn.lines.filter((k) => k.startsWith('cpr-')).sort()).toEqual(
    ['daily', 'weekly'].flatMap((p) => ['bottom', 'pivot', 'top'].map((l) => `cpr-${p}-${l}`)).sort(),
  );
  // Fewer items than the whole body: the point of the defaults.
  expect(expected['fvg-recent']).toBeLessThan(body.fvgs.length);
  // The labels sit on the price scale: one per current CPR level at least.
  expect(drawn.labels.map((l) => l.text)).toEqual(expect.arrayContaining(['D TC', 'D P', 'D BC', 'W P']));
  test.info().annotations.push({
    type: 'counts',
    description: `default: ${JSON.stringify(expected)}; body: ${body.fvgs.length} FVGs, ${body.cprs.length} CPRs, ${body.sessions.length} session days, ${body.swings.length} swings`,
  });
  await shot('chart-default-1366');

  // More overlays: the older and mitigated FVGs and the swings join the chart.
  await page.getByTestId('overlay-more').click();
  await page.getByTestId('overlay-toggle-fvg-other').click();
  await page.getByTestId('overlay-toggle-swings').click();
  await expect
    .poll(async () => (await readChart(page))?.boxes.filter((b) => b.kind === 'fvg').length)
    .toBeGreaterThan(expected['fvg-recent']);
  await expect.poll(async () => (await readChart(page))?.markers).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // The choice is kept across a reload.
  await page.reload();
  await expect.poll(async () => (await readChart(page))?.markers ?? 0).toBeGreaterThan(0);
  await expect(page.getByTestId('overlay-more')).toContainText('2 on');

  // Full screen on the chart section and back; the chart grows to the screen's height.
  const section = page.getByTestId('symbol-chart-section');
  const before = (await page.getByTestId('symbol-chart').boundingBox())?.height ?? 0;
  await page.getByTestId('chart-fullscreen').click();
  await expect(section).toHaveAttribute('data-fullscreen', 'true');
  await expect
    .poll(async () => (await page.getByTestId('symbol-chart').boundingBox())?.height ?? 0)
    .toBeGreaterThan(before);
  await page.getByTestId('chart-fullscreen').click();
  await expect(section).toHaveAttribute('data-fullscreen', 'false');
});

test('on a phone the chart takes the screen width', async ({ page, freshUser, shot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshUser('pro');
  await waitForCprData();
  await openChart(page);
  const box = await page.getByTestId('symbol-chart').boundingBox();
  expect(box?.width).toBeGreaterThan(330);
  expect(box?.height).toBeGreaterThan(0.6 * 844 - 1);
  await shot('chart-default-390');
});
