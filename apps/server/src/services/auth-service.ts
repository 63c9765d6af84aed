import { randomBytes } from 'node:crypto';
import {
  LOGIN_FAILED_DETAIL,
  type LoginRequest,
  PASSWORD_TOO_COMMON_DETAIL,
  type RegisterRequest,
  type RegisterResponse,
  type TokenPair,
  Username,
} from '@app/contracts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { DuplicateKeyError } from '../repositories/database-errors.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import { BadRequestError, ConflictError, UnauthorizedError } from './errors.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SessionService } from './session-service.ts';

export interface AuthService {
  /**
   * Creates a free, active user. A password on the common-password list is a BadRequestError shaped
   * like a validation error; a taken username or email (any case) is a ConflictError.
   */
  register(input: RegisterRequest): Promise<RegisterResponse>;
  /** One UnauthorizedError for every failure (no user enumeration); rate limited per IP and username. */
  login(input: LoginRequest, ip: string): Promise<TokenPair>;
}

export interface AuthDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: LoginLimiter;
}

const TAKEN = {
  username: 'A user with that username already exists.',
  email: 'A user with that email already exists.',
} as const;

function conflict(taken: { username: boolean; email: boolean }): ConflictError {
  const errors: Record<string, string[]> = {};
  if (taken.username) errors.username = [TAKEN.username];
  if (taken.email) errors.email = [TAKEN.email];
  return new ConflictError(Object.values(errors).flat().join(' '), errors);
}

export function createAuthService({ users, hasher, sessions, limiter }: AuthDeps): AuthService {
  let dummyHash: Promise<string> | undefined;
  /** Unknown usernames are verified against a throwaway hash so they cost as long as real ones. */
  const decoyHash = () => {
    dummyHash ??= hasher.hash(randomBytes(16).toString('hex'));
    return dummyHash;
  };

  return {
    async register(input) {
      if (isCommonPassword(input.password)) {
        throw new BadRequestError(`password: ${PASSWORD_TOO_COMMON_DETAIL}`, {
          password: [PASSWORD_TOO_COMMON_DETAIL],
        });
      }
      const taken = await users.findTaken(input.username, input.email);
      if (taken.username || taken.email) throw conflict(taken);
      const passwordHash = await hasher.hash(input.password);
      try {
        const row = await users.create({ username: input.username, email: input.email, passwordHash });
        return { id: row.id, username: row.username, email: row.email, role: row.role };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // Lost a race with a concurrent registration of the same name or email.
        throw conflict({
          username: error.constraint.includes('username'),
          email: error.constraint.includes('email'),
        });
      }
    },

    async login({ username, password }, ip) {
      limiter.begin(ip, username);
      const user = Username.safeParse(username).success ? await users.findByUsername(username) : undefined;
      const matches = await hasher.verify(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !matches || !user.isActive) throw new UnauthorizedError(LOGIN_FAILED_DETAIL);
      limiter.succeeded(ip, username);
      return sessions.start(user);
    },
  };
}
