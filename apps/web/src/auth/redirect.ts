import { type Role, UserRole } from '@app/contracts';

/** docs/product.md §2: after a successful login the user is taken to /cpr/ unless a guard remembered an origin. */
const DEFAULT_AFTER_LOGIN = '/cpr/';

export interface LoginRedirectState {
  from: string;
}

/** The path (with query and hash) a guard remembers when it sends a visitor to /login. */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Where to go after logging in, given the router state the login page was reached with. */
export function loginRedirectTarget(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as Partial<LoginRedirectState>).from : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  if (/^\/(login|register)(\/|\?|#|$)/.test(from)) return DEFAULT_AFTER_LOGIN;
  return from;
}

/** What a guard tells /unauthorized: the role the refused screen needs. */
export interface DeniedState {
  required: Role;
}

/** The role a refused screen needs, from the router state /unauthorized was reached with; null when none. */
export function deniedRequirement(state: unknown): Role | null {
  const required =
    typeof state === 'object' && state !== null ? (state as Partial<DeniedState>).required : undefined;
  const parsed = UserRole.safeParse(required);
  return parsed.success ? parsed.data : null;
}
