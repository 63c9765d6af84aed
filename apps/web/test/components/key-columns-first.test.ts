import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DataColumn } from '../../src/components/data-table-types.ts';
import { keyColumnsFirst } from '../../src/components/key-columns-first.ts';

type Row = { symbol: string };
const columnsOf = (...ids: string[]): DataColumn<Row>[] => ids.map((id) => ({ id, header: id }));
const idsOf = (columns: readonly DataColumn<Row>[]) => columns.map((c) => ('id' in c ? c.id : undefined));

describe('keyColumnsFirst', () => {
  it('moves the key columns, in the order asked, right after the symbol column', () => {
    const columns = columnsOf('select', 'symbol', 'virgin', 'trend', 'bias', 'total', 'stars');
    expect(idsOf(keyColumnsFirst(columns, ['total', 'bias']))).toEqual([
      'select',
      'symbol',
      'total',
      'bias',
      'virgin',
      'trend',
      'stars',
    ]);
  });

  it('puts them first without a symbol column and ignores ids the table lacks', () => {
    const columns = columnsOf('time', 'level', 'status');
    expect(idsOf(keyColumnsFirst(columns, ['nope', 'status']))).toEqual(['status', 'time', 'level']);
  });

  it('returns the same columns (a copy) when no key column is there', () => {
    const columns = columnsOf('symbol', 'a');
    const out = keyColumnsFirst(columns, ['b']);
    expect(out).not.toBe(columns);
    expect(out).toEqual(columns);
  });

  const ids = fc.uniqueArray(fc.constantFrom('symbol', 'select', 'a', 'b', 'c', 'd', 'e', 'f'), {
    minLength: 1,
  });

  it('keeps every column once, and the others in their order (property)', () => {
    fc.assert(
      fc.property(ids, fc.array(fc.constantFrom<string>('a', 'b', 'c', 'x')), (all, keys) => {
        const columns = columnsOf(...all);
        const out = keyColumnsFirst(columns, keys);
        expect(new Set(out)).toEqual(new Set(columns));
        expect(out).toHaveLength(columns.length);
        const others = (list: readonly DataColumn<Row>[]) =>
          idsOf(list).filter((id) => !keys.includes(id ?? ''));
        expect(others(out)).toEqual(others(columns));
      }),
    );
  });

  it('places the present key columns in a block right after the symbol (property)', () => {
    fc.assert(
      fc.property(ids, fc.uniqueArray(fc.constantFrom('a', 'b', 'c')), (all, keys) => {
        const out = idsOf(keyColumnsFirst(columnsOf(...all), keys));
        const present = keys.filter((k) => all.includes(k));
        const start = out.indexOf('symbol') + 1;
        expect(out.slice(start, start + present.length)).toEqual(present);
      }),
    );
  });
});
