import { randomUUID } from 'node:crypto';
import type { TokenPair, User } from '@app/contracts';
import type { UserRow } from '../db/schema.ts';
import type { RefreshTokenRepository } from '../repositories/refresh-token-repository.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import { UnauthorizedError } from './errors.ts';
import { INVALID_TOKEN_DETAIL, type TokenSigner } from './token-signer.ts';
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
  /** The current user behind an access token, read from the database (role and active flag now). */
  authenticate(accessToken: string): Promise<User>;
}

export interface SessionDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  signer: TokenSigner;
  now: () => Date;
}

export function createSessionService({ users, refreshTokens, signer, now }: SessionDeps): SessionService {
  const invalid = () => new UnauthorizedError(INVALID_TOKEN_DETAIL, true);

  async function issue(
    user: UserRow,
    familyId: string,
    tokenId: string,
  ): Promise<TokenPair & { expiresAt: Date }> {
    const access = await signer.signAccess(user);
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
        await refreshTokens.revokeFamily(row.familyId, at);
        throw invalid();
      }
      if (row.expiresAt <= at) throw invalid();
      const user = await users.findById(row.userId);
      if (!user?.isActive) {
        await refreshTokens.revokeFamily(row.familyId, at);
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
        await refreshTokens.revokeFamily(row.familyId, at);
        throw invalid();
      }
      return { access: pair.access, refresh: pair.refresh };
    },

    async logout(refreshToken) {
      const claims = await signer.verifyRefresh(refreshToken);
      const row = await refreshTokens.findById(claims.tokenId);
      if (row && row.userId === claims.userId) await refreshTokens.revokeFamily(row.familyId, now());
    },

    async authenticate(accessToken) {
      const user = await users.findById(await signer.verifyAccess(accessToken));
      if (!user?.isActive) throw invalid();
      return toUser(user);
    },
  };
}
