import {
  type LoginRequest,
  Profile,
  type RegisterRequest,
  RegisterResponse,
  type TimeZoneChoice,
  TokenPair,
} from '@app/contracts';
import { api } from './http.ts';

/** The login and registration forms show their own errors, so these calls raise no toast. */
export const authApi = {
  login: (credentials: LoginRequest) =>
    api.post('auth/login/', credentials, { auth: false, silent: true, schema: TokenPair }),
  register: (body: RegisterRequest) =>
    api.post('auth/register/', body, { auth: false, silent: true, schema: RegisterResponse }),
  /** With `token`, fetches the profile for a token pair that is not stored yet. */
  profile: (token?: string) => api.get('auth/profile/', { silent: true, schema: Profile, token }),
  /** PATCH auth/profile/: the zone every screen shows times in, kept with the user. */
  setTimeZone: (timeZone: TimeZoneChoice) =>
    api.patch('auth/profile/', { time_zone: timeZone }, { schema: Profile }),
  logout: (refresh: string) => api.post('auth/logout/', { refresh }, { auth: false, silent: true }),
};
