import { randomUUID } from 'node:crypto';
import type { TokenPair, User } from '@app/contracts';
import type { UserRow } from '../db/schema.ts';
import type { RefreshTokenRepository } from '../repositories/refresh-token-repository.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import { UnauthorizedError } from './errors.ts';
import { createKeyedCache } from './keyed-cache.ts';
import { type AccessClaims, INVALID_TOKEN_DETAIL, type TokenSigner } from './token-signer.ts';
import { toUser } from './user-dto.ts';

export interface SessionService {
  /** Issues a token pair for a user who just proved their identity; starts a new refresh family. */
  start(user: UserRow): Promise<TokenPair>;
  /**
   * Rotates a refresh token: the presented one is spent and a new pair issued in the same family.
   * Presenting a spent or revoked token revokes the whole family (the token was probably stolen).
   */
  refresh(refreshToken: string): Promise<TokenPair>;
  /** Revokes the session (the token's family). Idempotent for a validly signed token. */
  logout(refreshToken: string): Promise<void>;
  /**
   * The current user behind an access token: its user active now (role and flags as they are now) and
   * its session (refresh family) not revoked. Answered from an in-process cache, so a request costs
   * no database round trip; change notices keep it current (`forgetUser`, `forgetFamily`).
   */
  authenticate(accessToken: string): Promise<User>;
  /**
   * `authenticate`'s answer when everything it needs is cached (the token verified, its user and
   * family loaded): the caller, with no promise to wait for; undefined when `authenticate` must run.
   */
  cachedCaller(accessToken: string): User | undefined;
  /**
   * A stream ticket for a signed-in caller (token-signer.ts `signStreamTicket`), bound to the session
   * of `accessToken` when given, so that the stream closes when that session ends.
   */
  streamTicket(userId: number, accessToken?: string): Promise<string>;
  /**
   * The active user a stream ticket was issued to, and the session it belongs to; UnauthorizedError
   * for a bad, expired, already used or inactive one. A ticket opens one stream: a second use (a
   * ticket copied from a log or a history) is refused, in this process.
   */
  streamUser(ticket: string): Promise<{ userId: number; familyId: string | null }>;
  /** A user's row changed (role, active flag, name) or was deleted: the next request reads it again. */
  forgetUser(userId: number): void;
  /** A refresh family changed (a token spent or revoked): the next request checks it again. */
  forgetFamily(familyId: string): void;
  /** Change notices may have been missed (the bus reconnected): forget everything cached. */
  forgetAll(): void;
}

/** Sizes of the caches behind `authenticate` (docs/performance.md "Authenticated reads"). */
export interface SessionCacheLimits {
  /** Users and families held, each; default 50,000. */
  max?: number;
  /** Safety net for a lost change notice; default 30 s. */
  ttlMs?: number;
}

export interface SessionDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  signer: TokenSigner;
  now: () => Date;
  cache?: SessionCacheLimits;
}

export function createSessionService({
  users,
  refreshTokens,
  signer,
  now,
  cache = {},
}: SessionDeps): SessionService {
  const invalid = () => new UnauthorizedError(INVALID_TOKEN_DETAIL, true);
  const max = cache.max ?? 50_000;
  const ttlMs = cache.ttlMs ?? 30_000;
  const callers = createKeyedCache<number, User | null>({
    load: async (id) => {
      const row = await users.findById(id);
      return row?.isActive ? Object.freeze(toUser(row)) : null;
    },
    max,
    ttlMs,
  });
  const families = createKeyedCache<string, boolean>({
    load: (id) => refreshTokens.familyIsLive(id, now()),
    max,
    ttlMs,
  });
  // A verified token's claims, keyed by the token itself (its signature was checked once; expiry is
  // checked on every use), so a request does not pay for an HMAC and a JSON parse.
  const verified = new Map<string, AccessClaims>();
  const VERIFIED_MAX = 20_000;
  // The stream tickets already used, with their expiry (epoch ms), oldest first.
  const usedTickets = new Map<string, number>();
  const USED_TICKETS_MAX = 100_000;

  async function claimsOf(token: string): Promise<AccessClaims> {
    const held = verified.get(token);
    if (held && held.expiresAt > now().getTime()) return held;
    if (held) verified.delete(token);
    const claims = await signer.verifyAccess(token);
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, claims);
    return claims;
  }

  async function revokeFamily(familyId: string, at: Date): Promise<void> {
    await refreshTokens.revokeFamily(familyId, at);
    families.forget(familyId);
  }

  async function issue(
    user: UserRow,
    familyId: string,
    tokenId: string,
  ): Promise<TokenPair & { expiresAt: Date }> {
    const access = await signer.signAccess(user, familyId);
    const refresh = await signer.signRefresh({ userId: user.id, tokenId, familyId });
    return { access, refresh: refresh.token, expiresAt: refresh.expiresAt };
  }

  return {
    async start(user) {
      const familyId = randomUUID();
      const tokenId = randomUUID();
      const pair = await issue(user, familyId, tokenId);
      await refreshTokens.create({ id: tokenId, userId: user.id, familyId, expiresAt: pair.expiresAt });
      return { access: pair.access, refresh: pair.refresh };
    },

    async refresh(refreshToken) {
      const claims = await signer.verifyRefresh(refreshToken);
      const at = now();
      const row = await refreshTokens.findById(claims.tokenId);
      if (!row || row.userId !== claims.userId || row.familyId !== claims.familyId) throw invalid();
      if (row.revokedAt) {
        await revokeFamily(row.familyId, at);
        throw invalid();
      }
      if (row.expiresAt <= at) throw invalid();
      const user = await users.findById(row.userId);
      if (!user?.isActive) {
        await revokeFamily(row.familyId, at);
        throw invalid();
      }
      const nextId = randomUUID();
      const pair = await issue(user, row.familyId, nextId);
      const rotated = await refreshTokens.transaction(async (tokens) => {
        if (!(await tokens.spend(row.id, nextId, at))) return false;
        await tokens.create({
          id: nextId,
          userId: user.id,
          familyId: row.familyId,
          expiresAt: pair.expiresAt,
        });
        return true;
      });
      if (!rotated) {
        // Another request spent this token first: a replay, so end the session.
        await revokeFamily(row.familyId, at);
        throw invalid();
      }
      return { access: pair.access, refresh: pair.refresh };
    },

    async logout(refreshToken) {
      const claims = await signer.verifyRefresh(refreshToken);
      const row = await refreshTokens.findById(claims.tokenId);
      if (row && row.userId === claims.userId) await revokeFamily(row.familyId, now());
    },

    async authenticate(accessToken) {
      const { userId, familyId } = await claimsOf(accessToken);
      const [user, live] = await Promise.all([
        callers.get(userId),
        familyId === null ? true : families.get(familyId),
      ]);
      if (!user || !live) throw invalid();
      return user;
    },

    cachedCaller(accessToken) {
      const claims = verified.get(accessToken);
      if (!claims || claims.expiresAt <= now().getTime()) return undefined;
      const user = callers.peek(claims.userId);
      if (!user) return undefined;
      return claims.familyId === null || families.peek(claims.familyId) === true ? user : undefined;
    },

    async streamTicket(userId, accessToken) {
      const familyId = accessToken === undefined ? null : (await claimsOf(accessToken)).familyId;
      return signer.signStreamTicket(userId, familyId);
    },

    async streamUser(ticket) {
      const claims = await signer.verifyStreamTicket(ticket);
      const at = now().getTime();
      if (usedTickets.has(claims.ticketId)) throw invalid();
      // Kept until the ticket expires (60 s): a ticket is spent before anything is awaited.
      for (const [id, expiresAt] of usedTickets) {
        if (expiresAt > at && usedTickets.size < USED_TICKETS_MAX) break;
        usedTickets.delete(id);
      }
      usedTickets.set(claims.ticketId, claims.expiresAt);
      const [user, live] = await Promise.all([
        callers.get(claims.userId),
        claims.familyId === null ? true : families.get(claims.familyId),
      ]);
      if (!user || !live) throw invalid();
      return { userId: claims.userId, familyId: claims.familyId };
    },

    forgetUser: (userId) => callers.forget(userId),
    forgetFamily: (familyId) => families.forget(familyId),
    forgetAll() {
      callers.clear();
      families.clear();
    },
  };
}
