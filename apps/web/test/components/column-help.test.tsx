import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type DataColumn, DataTable } from '../../src/components/data-table.tsx';
import { screenerColumnHelp } from '../../src/features/cpr/screener-column-help.ts';
import { screenerColumns } from '../../src/features/cpr/screener-columns.tsx';
import { ictColumns } from '../../src/features/ict/ict-columns.tsx';
import { sniperflowColumns } from '../../src/features/sniperflow/sniperflow-columns.tsx';
import { volumeColumns } from '../../src/features/volume/volume-columns.tsx';

const none = () => {};
const cprColumns = screenerColumns({
  onToggle: none,
  onAdd: none,
  onStars: none,
  onSelectMany: none,
  busy: false,
  help: screenerColumnHelp('weekly'),
});

/** The columns that show a header (the CPR checkbox column's header is its select-all box). */
const headed = <T,>(columns: readonly DataColumn<T>[]) => columns.filter((c) => c.id !== 'select');

describe('column help', () => {
  it.each([
    ['CPR', headed(cprColumns)],
    ['Volume', headed(volumeColumns(none))],
    ['ICT', headed(ictColumns(none, ['P(TP1) hint']))],
    ['SniperFlow', headed(sniperflowColumns)],
  ] as const)('gives every %s column a help text of its own', (_screen, columns) => {
    // P(TP1) carries its own tooltip (the model's held-out figures, `tp1-column.tsx`) in `headerAddon`.
    const texts = columns.filter((c) => c.meta?.headerAddon === undefined).map((c) => c.meta?.help ?? '');
    expect(
      columns.filter((c) => c.meta?.headerAddon !== undefined && c.meta?.help === undefined).length,
    ).toBeLessThanOrEqual(1);
    expect(texts.every((t) => t.length > 20)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("names the tab's timeframe in the CPR Width % help", () => {
    expect(screenerColumnHelp('weekly').width).toMatch(/weekly CPR.*last complete week/);
    expect(screenerColumnHelp('monthly').width).toMatch(/monthly CPR.*last complete month/);
  });

  it('shows the help on keyboard focus and describes the button with it, on sortable and plain headers', async () => {
    const columns: DataColumn<{ v: number }>[] = [
      { id: 'v', header: 'Value', accessorFn: (r) => r.v, meta: { help: 'What the value means.' } },
      { id: 'w', header: 'Plain', meta: { help: 'A column that does not sort.' }, cell: () => 'x' },
    ];
    render(
      <DataTable
        data={[{ v: 1 }]}
        columns={columns}
        getRowId={() => 'r'}
        sort={{ key: 'v', direction: 'asc' }}
        onSort={none}
      />,
    );
    const user = userEvent.setup();
    await user.tab(); // the sort button
    await user.tab(); // its help
    const help = screen.getByRole('button', { name: 'About Value' });
    expect(document.activeElement).toBe(help);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('What the value means.');
    expect(help.getAttribute('aria-describedby')).toBe(tip.id);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'About Plain' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('A column that does not sort.');
  });
});
