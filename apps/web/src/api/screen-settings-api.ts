import { ScreenSettings as ScreenSettingsBody } from '@app/contracts';
import { type CprMaps, defaultCprMaps } from '@app/core';
import { api } from './http.ts';

/** Spec section 5: the exchange when unset (and for users who cannot read the settings). */
export const DEFAULT_EXCHANGE = 'MEXC';

export interface ScreenSettings {
  maps: CprMaps;
  /** `default_exchange`, for the TradingView export. */
  exchange: string;
}

/** What the screens show until the settings arrive, or when they cannot be read: core's default maps and MEXC. */
export const defaultScreenSettings: ScreenSettings = { maps: defaultCprMaps, exchange: DEFAULT_EXCHANGE };

const ScreenSettingsParser = {
  parse(data: unknown): ScreenSettings {
    const body = ScreenSettingsBody.parse(data);
    return {
      maps: { '1d': body.daily_cpr_map, '1w': body.weekly_cpr_map, '1M': body.monthly_cpr_map },
      exchange: body.default_exchange,
    };
  },
};

export const screenSettingsApi = {
  /**
   * The three CPR width maps and the exchange, for every user: `cpr/screen-settings/` is the public
   * read-only slice of the admin settings (the full `admin/settings/` answers non-admins 403).
   */
  get: () => api.get('cpr/screen-settings/', { auth: false, schema: ScreenSettingsParser }),
};
