/** A signed-in soak user: the role decides which routes it reads. */
export interface Account {
  username: string;
  password: string;
  role: 'free' | 'pro' | 'premium' | 'admin';
  token: string;
}

const json = { 'content-type': 'application/json' };

async function call(base: string, path: string, init: RequestInit): Promise<Response> {
  const res = await fetch(`${base}${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** POST auth/login/ until the API answers (it is still starting), then the access token. */
async function login(base: string, username: string, password: string, waitMs = 0): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    const res = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, password }),
    }).catch(() => undefined);
    if (res?.ok) return ((await res.json()) as { access: string }).access;
    if (Date.now() > until) throw new Error(`login of ${username} failed: ${res?.status ?? 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Waits up to `waitMs` for the API to sign the admin in, then returns the admin and one registered user per role in `roles` (each registered free, then given its role by
 * the admin through PATCH admin/users/{id}/), all signed in.
 */
export async function createAccounts(
  base: string,
  admin: { username: string; password: string },
  roles: Account['role'][],
  waitMs: number,
): Promise<Account[]> {
  const adminToken = await login(base, admin.username, admin.password, waitMs);
  const accounts: Account[] = [{ ...admin, role: 'admin', token: adminToken }];
  for (const [i, role] of roles.entries()) {
    const username = `soak${role}${i}`;
    const password = `soak-pass-${role}-${i}-kestrel`;
    const res = await call(base, '/auth/register/', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, email: `${username}@example.com`, password }),
    });
    const { id } = (await res.json()) as { id: number };
    if (role !== 'free')
      await call(base, `/admin/users/${id}/`, {
        method: 'PATCH',
        headers: { ...json, authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ role }),
      });
    accounts.push({ username, password, role, token: await login(base, username, password) });
  }
  return accounts;
}

/** Signs every account in again (access tokens live 15 minutes, docs/api.md §3). */
export async function renewTokens(base: string, accounts: Account[]): Promise<void> {
  for (const account of accounts) account.token = await login(base, account.username, account.password);
}
