import type { UserRole } from '@app/contracts';

export const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-Secret1' };
export const PASSWORD = 'e2e-Passw0rd!';

/** One account per role; the admin is created by the server from ADMIN_USERNAME/ADMIN_PASSWORD. */
export const accounts: Record<UserRole, { username: string; password: string }> = {
  free: { username: 'e2e-free', password: PASSWORD },
  pro: { username: 'e2e-pro', password: PASSWORD },
  premium: { username: 'e2e-premium', password: PASSWORD },
  admin: ADMIN,
};

async function call<T>(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${baseUrl}/api/v1/${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export async function login(baseUrl: string, username: string, password: string) {
  return call<{ access: string; refresh: string }>(baseUrl, 'auth/login/', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
}

/** Registers an account through the API and, as the admin, gives it a role. Returns its id. */
export async function createAccount(
  baseUrl: string,
  adminToken: string,
  user: { username: string; password: string; role: UserRole },
): Promise<number> {
  const created = await call<{ id: number }>(baseUrl, 'auth/register/', {
    method: 'POST',
    body: JSON.stringify({
      username: user.username,
      email: `${user.username}@example.com`,
      password: user.password,
    }),
  });
  if (user.role !== 'free') {
    await call(baseUrl, `admin/users/${created.id}/`, {
      method: 'PATCH',
      token: adminToken,
      body: JSON.stringify({ role: user.role }),
    });
  }
  return created.id;
}
