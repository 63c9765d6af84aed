import { LOGIN_FAILED_DETAIL, PASSWORD_TOO_COMMON_DETAIL } from '@app/contracts';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { TEST_JWT_SECRET, TEST_PASSWORD, useTestApp } from '../../../support/test-app.ts';

const t = useTestApp({
  limits: {
    login: {
      perUsernameAndAddress: { points: 3, durationSeconds: 300 },
      perAddress: { points: 6, durationSeconds: 60 },
    },
    registrations: { points: 3, durationSeconds: 3600 },
  },
});

/** A POST from one client address. */
const postFrom = (address: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, remoteAddress: address });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload: payload as object, headers });

const newUser = { username: 'Trader_1', email: 'trader1@example.com', password: 'Tr4der-pass!' };

describe('POST auth/register/', () => {
  it('creates a free, active user and stores an argon2id hash, not the password', async () => {
    const res = await post('register/', newUser);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 1, username: 'Trader_1', email: 'trader1@example.com', role: 'free' });
    const row = await t.users.findById(1);
    expect(row?.isActive).toBe(true);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(newUser.password);
  });

  it('answers 400 with per-field errors for invalid input', async () => {
    const res = await post('register/', { username: 'a b', email: 'nope', password: '12345678' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password', 'username']);
    expect(body.errors.password).toEqual(['Password cannot be entirely numeric.']);
    expect(body.detail).toMatch(/^username: /);
    expect(await t.users.list()).toEqual([]);
  });

  it.each([
    ['password', PASSWORD_TOO_COMMON_DETAIL],
    ['Password', PASSWORD_TOO_COMMON_DETAIL],
    ['qwertyuiop', PASSWORD_TOO_COMMON_DETAIL],
    ['iloveyou', PASSWORD_TOO_COMMON_DETAIL],
    ['aaaaaaaa', 'Password cannot be one character repeated.'],
    ['ZZZZZZZZZZZZ', 'Password cannot be one character repeated.'],
    ['        ', 'Password cannot be entirely whitespace.'],
    ['\t\n \t\n \t\n', 'Password cannot be entirely whitespace.'],
  ])('refuses the password %j with 400 and its message, creating no user', async (password, message) => {
    const res = await post('register/', { ...newUser, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: `password: ${message}`, errors: { password: [message] } });
    expect(await t.users.list()).toEqual([]);
  });

  it('still takes an uncommon password of common words', async () => {
    const res = await post('register/', { ...newUser, password: 'password-for-trading-42' });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 naming missing and unknown fields', async () => {
    const res = await post('register/', { username: 'someone', is_admin: true, role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: [expect.any(String)],
      password: [expect.any(String)],
      is_admin: ['Unknown field.'],
      role: ['Unknown field.'],
    });
  });

  it('answers 409 for a username or email taken in any case, saying which', async () => {
    await post('register/', newUser);
    const sameName = await post('register/', { ...newUser, username: 'TRADER_1', email: 'x@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      detail: 'A user with that username already exists.',
      errors: { username: ['A user with that username already exists.'] },
    });
    const sameEmail = await post('register/', {
      ...newUser,
      username: 'other',
      email: 'TRADER1@example.com',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual({ email: ['A user with that email already exists.'] });
    expect(await t.users.list()).toHaveLength(1);
  });

  it('gives concurrent registrations of one name exactly one success', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => post('register/', { ...newUser, email: `t${i}@example.com` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a bad bearer token with 401 even though the route is public', async () => {
    const res = await post('register/', newUser, { authorization: 'Bearer not-a-jwt' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(await t.users.list()).toEqual([]);
  });
});

describe('POST auth/login/', () => {
  it('returns an access token for the current user and a refresh token', async () => {
    const user = await t.createUser({ username: 'Alice', role: 'pro' });
    const res = await post('login/', { username: 'alice', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    const claims = decodeJwt(access);
    expect(claims).toMatchObject({ sub: String(user.id), role: 'pro', type: 'access' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    expect(decodeJwt(refresh)).toMatchObject({ type: 'refresh' });
    const profile = await t.app.inject({
      url: '/api/v1/auth/profile/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(profile.json()).toEqual({
      id: user.id,
      username: 'Alice',
      email: 'Alice@example.com',
      role: 'pro',
      is_active: true,
      time_zone: 'utc',
    });
  });

  it.each([
    ['a wrong password', { username: 'alice', password: 'wrong-password' }],
    ['an unknown user', { username: 'nobody', password: TEST_PASSWORD }],
    ['an impossible username', { username: 'no such user!', password: TEST_PASSWORD }],
    ['an inactive user', { username: 'sleeper', password: TEST_PASSWORD }],
  ])('answers one 401 detail for %s', async (_case, credentials) => {
    await t.createUser({ username: 'alice' });
    await t.createUser({ username: 'sleeper', isActive: false });
    const res = await post('login/', credentials);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: LOGIN_FAILED_DETAIL });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 400 with errors when a field is missing or of the wrong type', async () => {
    const res = await post('login/', { username: 42 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'username']);
  });

  it('rate limits failures per username at one address with 429 and Retry-After, even for the right password', async () => {
    await t.createUser({ username: 'alice' });
    for (let i = 0; i < 3; i++) {
      expect((await post('login/', { username: 'alice', password: 'wrong-pass' })).statusCode).toBe(401);
    }
    const blocked = await post('login/', { username: 'ALICE', password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(blocked.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // The counters compare wall-clock times: move the clock past the 5-minute window.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 300_001 });
    try {
      expect((await post('login/', { username: 'alice', password: TEST_PASSWORD })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not lock the owner out: 10 wrong passwords from one address, the right one from another works', async () => {
    await t.createUser({ username: 'owner' });
    for (let i = 0; i < 10; i++) {
      const res = await postFrom('127.0.0.2', 'login/', { username: 'owner', password: 'wrong-pass' });
      expect(res.statusCode).toBe(i < 3 ? 401 : 429);
    }
    const owner = await postFrom('127.0.0.3', 'login/', { username: 'owner', password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
    expect(
      (await postFrom('127.0.0.2', 'login/', { username: 'owner', password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
  });

  it('rate limits failures per address across usernames; other addresses are unaffected', async () => {
    await t.createUser({ username: 'alice' });
    for (let i = 0; i < 6; i++)
      expect(
        (await postFrom('10.0.0.1', 'login/', { username: `guess${i}`, password: 'wrong-pass' })).statusCode,
      ).toBe(401);
    const blocked = await postFrom('10.0.0.1', 'login/', { username: 'alice', password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(
      (await postFrom('10.0.0.2', 'login/', { username: 'alice', password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('does not count successful logins, and a success clears the username failures', async () => {
    await t.createUser({ username: 'alice' });
    // Two rounds of two failures: four failures in all, over the username limit of three.
    for (let round = 0; round < 2; round++) {
      expect((await post('login/', { username: 'alice', password: 'wrong-pass' })).statusCode).toBe(401);
      expect((await post('login/', { username: 'alice', password: 'wrong-pass' })).statusCode).toBe(401);
      expect((await post('login/', { username: 'alice', password: TEST_PASSWORD })).statusCode).toBe(200);
    }
    // Ten successes from the same address stay under its limit of six failures.
    for (let i = 0; i < 10; i++) {
      expect((await post('login/', { username: 'alice', password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });
});

describe('POST auth/register/ limits', () => {
  const account = (n: number) => ({
    username: `newbie${n}`,
    email: `newbie${n}@example.com`,
    password: 'Newbie-pass1',
  });

  it('throttles registrations per address with 429 and Retry-After; a taken name counts too', async () => {
    expect((await postFrom('10.1.0.1', 'register/', account(1))).statusCode).toBe(201);
    expect((await postFrom('10.1.0.1', 'register/', account(1))).statusCode).toBe(409);
    expect((await postFrom('10.1.0.1', 'register/', account(2))).statusCode).toBe(201);
    const blocked = await postFrom('10.1.0.1', 'register/', account(3));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(
      /^Too many new accounts from this address\. Try again in \d+ seconds\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await t.users.findByUsername('newbie3')).toBeUndefined();
    expect((await postFrom('10.1.0.2', 'register/', account(3))).statusCode).toBe(201);
  });

  it('does not count input the schema refuses (400)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postFrom('10.1.0.3', 'register/', { username: 'x' })).statusCode).toBe(400);
    }
    expect((await postFrom('10.1.0.3', 'register/', account(4))).statusCode).toBe(201);
  });
});

describe('POST auth/refresh/ and auth/logout/', () => {
  const refresh = (token: string) => post('refresh/', { refresh: token });

  it('rotates: a new pair works, and the spent token cannot be used again', async () => {
    const { refresh: first } = await t.signIn('free');
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().refresh;
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is replayed', async () => {
    const { refresh: first } = await t.signIn('free');
    const second = (await refresh(first)).json().refresh;
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const a = await t.signIn('free', 'multi');
    const b = await t.services.sessions.start(a.user);
    await refresh(a.refresh);
    await refresh(a.refresh);
    expect((await refresh(b.refresh)).statusCode).toBe(200);
  });

  it('refuses garbage, an access token, an expired token and an inactive user with 401', async () => {
    const session = await t.signIn('free');
    expect((await refresh('garbage')).statusCode).toBe(401);
    expect((await refresh(session.access)).statusCode).toBe(401);
    const other = await t.signIn('pro');
    await t.users.update(other.user.id, { isActive: false });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('answers 400 for a missing or non-string refresh field', async () => {
    for (const body of [{}, { refresh: 5 }, { refresh: '' }]) {
      const res = await post('refresh/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.refresh).toBeDefined();
    }
  });

  it('logout revokes the session (idempotently); a forged token is 401', async () => {
    const { refresh: token } = await t.signIn('free');
    const res = await post('logout/', { refresh: token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await post('logout/', { refresh: token })).statusCode).toBe(204);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await post('logout/', { refresh: `${token}x` })).statusCode).toBe(401);
  });
});

describe('GET auth/profile/', () => {
  const profile = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v1/auth/profile/', headers });

  it('answers 401 with WWW-Authenticate to a guest', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 for a malformed header, an expired token, or a deactivated user', async () => {
    const session = await t.signIn('premium');
    expect((await profile({ authorization: session.access })).statusCode).toBe(401);
    expect((await profile({ authorization: 'Basic dXNlcjpwYXNz' })).statusCode).toBe(401);
    expect((await profile(session.headers)).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await profile(session.headers)).statusCode).toBe(401);
    t.clock.advance(-(15 * 60 * 1000 + 1000));
    // Written past the services: the trigger's notice reaches the cached caller (at once on PGlite,
    // a few ms later on PostgreSQL).
    await t.users.update(session.user.id, { isActive: false });
    await vi.waitFor(async () => expect((await profile(session.headers)).statusCode).toBe(401));
  });

  it('answers 401, never 500, for a signed token whose sub is no user id or whose iat is in the future', async () => {
    const session = await t.signIn('free');
    const at = Math.floor(t.clock.now().getTime() / 1000);
    const token = (sub: string, iat: number) =>
      new SignJWT({ type: 'access', role: 'free', fam: decodeJwt(session.access).fam })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 900)
        .sign(TEST_JWT_SECRET);
    // The same claims with the caller's own id and a current iat are accepted: only sub or iat differ.
    expect(
      (await profile({ authorization: `Bearer ${await token(String(session.user.id), at)}` })).statusCode,
    ).toBe(200);
    for (const [sub, iat] of [
      ['99999999999', at],
      ['2147483648', at],
      ['9007199254740993', at],
      [`0${session.user.id}`, at],
      [String(session.user.id), at + 120],
      [String(session.user.id), at + 365 * 86_400],
    ] as const) {
      const res = await profile({ authorization: `Bearer ${await token(sub, iat)}` });
      expect(res.statusCode, `${sub} ${iat - at}`).toBe(401);
      expect(res.json()).toEqual({ detail: 'Token is invalid or expired.' });
    }
  });

  it('reflects the stored role, not the role in the token', async () => {
    const session = await t.signIn('free');
    await t.users.update(session.user.id, { role: 'premium' });
    expect((await profile(session.headers)).json().role).toBe('premium');
  });
});

describe('PATCH auth/profile/', () => {
  const patch = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/auth/profile/', payload: payload as object, headers });

  it('stores the caller’s own time zone, answers the profile, and keeps it for the next login', async () => {
    const session = await t.signIn('free', 'zoner');
    const other = await t.signIn('free', 'bystander');
    const res = await patch({ time_zone: 'local' }, session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: session.user.id,
      username: 'zoner',
      email: 'zoner@example.com',
      role: 'free',
      is_active: true,
      time_zone: 'local',
    });
    expect((await t.users.findById(session.user.id))?.timeZone).toBe('local');
    expect((await t.users.findById(other.user.id))?.timeZone).toBe('utc');
    const login = await post('login/', { username: 'zoner', password: TEST_PASSWORD });
    const again = await t.app.inject({
      url: '/api/v1/auth/profile/',
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(again.json()).toMatchObject({ username: 'zoner', time_zone: 'local' });
    expect((await patch({ time_zone: 'utc' }, session.headers)).json()).toMatchObject({ time_zone: 'utc' });
  });

  it('answers 401 to a guest and to a bad token, changing nothing', async () => {
    const session = await t.signIn('pro');
    for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const res = await patch({ time_zone: 'local' }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('detail');
    }
    expect((await t.users.findById(session.user.id))?.timeZone).toBe('utc');
  });

  it.each([
    [{ time_zone: 'Asia/Kolkata' }, "time_zone: time_zone must be 'utc' or 'local'."],
    [{ time_zone: null }, "time_zone: time_zone must be 'utc' or 'local'."],
    [{}, 'Send time_zone.'],
    [{ time_zone: 'local', role: 'admin' }, undefined],
  ])('answers 400 with a detail for %j, changing nothing', async (body, detail) => {
    const session = await t.signIn('free');
    const res = await patch(body, session.headers);
    expect(res.statusCode).toBe(400);
    if (detail) expect(res.json().detail).toBe(detail);
    else expect(res.json().detail).toMatch(/role/);
    const row = await t.users.findById(session.user.id);
    expect({ timeZone: row?.timeZone, role: row?.role }).toEqual({ timeZone: 'utc', role: 'free' });
  });
});
