import { AdminSettings } from '@app/contracts';
import { type CprMaps, defaultCprMaps } from '@app/core';
import { api } from './http.ts';

/** Spec section 5: the exchange when unset (and for users who cannot read the settings). */
export const DEFAULT_EXCHANGE = 'MEXC';

export interface ScreenSettings {
  maps: CprMaps;
  /** `default_exchange`, for the TradingView export. */
  exchange: string;
}

/**
 * What a non-admin sees: `admin/settings/` answers them 403, so they get core's default maps (equal
 * to the server's defaults) and MEXC.
 */
export const defaultScreenSettings: ScreenSettings = { maps: defaultCprMaps, exchange: DEFAULT_EXCHANGE };

/** The part of the settings the screening screens read: the three CPR width maps and the exchange. */
const ScreenSettingsBody = AdminSettings.pick({
  daily_cpr_map: true,
  weekly_cpr_map: true,
  monthly_cpr_map: true,
  default_exchange: true,
});

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
  /** Admin only (bearer). */
  get: () => api.get('admin/settings/', { schema: ScreenSettingsParser }),
};
