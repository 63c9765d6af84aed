import {
  defaultAdminSettings,
  ScreenSettings as ScreenSettingsBody,
  type ToastLocation,
} from '@app/contracts';
import { type CprMaps, defaultCprMaps } from '@app/core';
import { api } from './http.ts';

/** docs/product.md §5: the exchange when unset (and for users who cannot read the settings). */
const DEFAULT_EXCHANGE = 'MEXC';

export interface ScreenSettings {
  maps: CprMaps;
  /** `default_exchange`, for the TradingView export. */
  exchange: string;
  /** `notification_location` and `notification_duration`: where and how long toasts show. */
  toasts: { position: ToastLocation; autoClose: number };
}

const defaultToasts = {
  position: defaultAdminSettings.notification_location,
  autoClose: defaultAdminSettings.notification_duration,
};

/** What the screens show until the settings arrive, or when they cannot be read: core's default maps and MEXC. */
export const defaultScreenSettings: ScreenSettings = {
  maps: defaultCprMaps,
  exchange: DEFAULT_EXCHANGE,
  toasts: defaultToasts,
};

/** An older server may not send the toast fields: the defaults stand in. */
const Body = ScreenSettingsBody.partial({ notification_location: true, notification_duration: true });

const ScreenSettingsParser = {
  parse(data: unknown): ScreenSettings {
    const body = Body.parse(data);
    return {
      maps: { '1d': body.daily_cpr_map, '1w': body.weekly_cpr_map, '1M': body.monthly_cpr_map },
      exchange: body.default_exchange,
      toasts: {
        position: body.notification_location ?? defaultToasts.position,
        autoClose: body.notification_duration ?? defaultToasts.autoClose,
      },
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
