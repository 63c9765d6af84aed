import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  IdString,
  REFRESH_TOKEN_TTL_SECONDS,
  STREAM_TICKET_TTL_SECONDS,
  type UserRole,
} from '@app/contracts';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { UnauthorizedError } from './errors.ts';

export const INVALID_TOKEN_DETAIL = 'Token is invalid or expired.';
/** How far in the future a token's `iat` may be (another server's clock running ahead), in seconds. */
const MAX_CLOCK_SKEW_SECONDS = 60;

export interface RefreshClaims {
  userId: number;
  tokenId: string;
  familyId: string;
}

/** What a valid access token says: whose it is, of which session (refresh family), until when. */
export interface AccessClaims {
  userId: number;
  /** The refresh family the token was issued in; null for a token issued before tokens named it. */
  familyId: string | null;
  /** Expiry in epoch ms. */
  expiresAt: number;
}

export interface SignedRefreshToken {
  token: string;
  expiresAt: Date;
}

export interface TokenSigner {
  /**
   * A 15-minute access JWT: sub = user id, fam = the session's refresh family (revoking the family
   * ends the token too), role (informational; the server reads the user's current role), type.
   */
  signAccess(user: { id: number; role: UserRole }, familyId: string): Promise<string>;
  /**
   * The claims of a valid access token; UnauthorizedError otherwise: a bad signature, expired, a `sub`
   * that is not a user id (digits, 1 to int4 max), or an `iat` more than MAX_CLOCK_SKEW_SECONDS ahead.
   */
  verifyAccess(token: string): Promise<AccessClaims>;
  /** A 7-day refresh JWT naming its database row (jti) and family. */
  signRefresh(claims: RefreshClaims): Promise<SignedRefreshToken>;
  verifyRefresh(token: string): Promise<RefreshClaims>;
  /**
   * A 60-second stream ticket: it only opens `GET stream/` as the user (an EventSource sends no
   * headers, so the ticket goes in the URL, where a long-lived access token should not).
   */
  signStreamTicket(userId: number, familyId?: string | null): Promise<string>;
  /** The claims of a valid stream ticket; UnauthorizedError otherwise. */
  verifyStreamTicket(token: string): Promise<StreamTicketClaims>;
}

/**
 * A stream ticket's claims: its user, the session family of the access token it was asked with (its
 * stream closes when that session ends), its own id (a ticket opens one stream: session-service.ts)
 * and its expiry (epoch ms).
 */
export interface StreamTicketClaims {
  userId: number;
  familyId: string | null;
  ticketId: string;
  expiresAt: number;
}

const ALGORITHM = 'HS256';
const invalid = () => new UnauthorizedError(INVALID_TOKEN_DETAIL, true);

/** HS256 JWTs through jose; `now` is injectable so tests can age tokens. */
export function createTokenSigner(secret: Uint8Array, now: () => Date = () => new Date()): TokenSigner {
  const seconds = () => Math.floor(now().getTime() / 1000);

  function sign(claims: JWTPayload, subject: number, ttl: number): Promise<string> {
    const issuedAt = seconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl)
      .sign(secret);
  }

  async function verify(
    token: string,
    type: 'access' | 'refresh' | 'stream',
  ): Promise<{ userId: number; payload: JWTPayload }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        currentDate: now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch {
      throw invalid();
    }
    // A sub that is no user id (`99999999999` overflows the users table's int4 key), or a token
    // issued in the future, is refused here: 401, never a database error.
    const userId = IdString.safeParse(payload.sub);
    if (payload.type !== type || !userId.success) throw invalid();
    if ((payload.iat ?? 0) > seconds() + MAX_CLOCK_SKEW_SECONDS) throw invalid();
    return { userId: userId.data, payload };
  }

  return {
    signAccess: (user, familyId) =>
      sign({ type: 'access', role: user.role, fam: familyId }, user.id, ACCESS_TOKEN_TTL_SECONDS),

    async verifyAccess(token) {
      const { userId, payload } = await verify(token, 'access');
      if (payload.fam !== undefined && typeof payload.fam !== 'string') throw invalid();
      return { userId, familyId: payload.fam ?? null, expiresAt: (payload.exp ?? 0) * 1000 };
    },

    async signRefresh(claims) {
      const token = await sign(
        { type: 'refresh', jti: claims.tokenId, fam: claims.familyId },
        claims.userId,
        REFRESH_TOKEN_TTL_SECONDS,
      );
      return { token, expiresAt: new Date((seconds() + REFRESH_TOKEN_TTL_SECONDS) * 1000) };
    },

    signStreamTicket: (userId, familyId = null) =>
      sign(
        { type: 'stream', jti: randomUUID(), ...(familyId === null ? {} : { fam: familyId }) },
        userId,
        STREAM_TICKET_TTL_SECONDS,
      ),

    async verifyStreamTicket(token) {
      const { userId, payload } = await verify(token, 'stream');
      if (typeof payload.jti !== 'string') throw invalid();
      if (payload.fam !== undefined && typeof payload.fam !== 'string') throw invalid();
      return {
        userId,
        familyId: payload.fam ?? null,
        ticketId: payload.jti,
        expiresAt: (payload.exp ?? 0) * 1000,
      };
    },

    async verifyRefresh(token) {
      const { userId, payload } = await verify(token, 'refresh');
      if (typeof payload.jti !== 'string' || typeof payload.fam !== 'string') throw invalid();
      return { userId, tokenId: payload.jti, familyId: payload.fam };
    },
  };
}
