import { AdminSettings, type AdminSettingsUpdate } from '@app/contracts';
import { api } from './http.ts';

/** The full platform settings (admin; docs/product.md §7 `admin/settings/`). */
export const adminSettingsApi = {
  get: () => api.get('admin/settings/', { schema: AdminSettings, silent: true }),
  /** 400 with `errors` keyed by field path (e.g. `daily_cpr_map.1.0`) when a field is refused. */
  save: (settings: AdminSettingsUpdate) =>
    api.put('admin/settings/', settings, { schema: AdminSettings, silent: true }),
};
