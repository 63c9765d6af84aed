import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME_ROWS,
  readVolumeRows,
  saveVolumeRows,
  VOLUME_ROWS_KEY,
} from '../../../src/features/volume/volume-settings.ts';

describe('volume rows per page', () => {
  it('reads only an allowed stored value, else 20', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readVolumeRows(storage)).toBe(DEFAULT_VOLUME_ROWS);
    saveVolumeRows(storage, 50);
    expect(store.get(VOLUME_ROWS_KEY)).toBe('50');
    expect(readVolumeRows(storage)).toBe(50);
    store.set(VOLUME_ROWS_KEY, '30');
    expect(readVolumeRows(storage)).toBe(20);
    expect(readVolumeRows(null)).toBe(20);
  });
});
