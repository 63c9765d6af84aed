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
import type { LoginLimiter } from './limits/login-limiter.ts';
import type { RegistrationLimiter } from './limits/registration-limiter.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SessionService } from './session-service.ts';

export interface AuthService {
  /**
   * Creates a free, active user. A password on the common-password list is a BadRequestError shaped
   * like a validation error; a taken username or email (any case) is a ConflictError. Limited per
   * client address (RateLimitedError).
   */
  register(input: RegisterRequest, address: string): Promise<RegisterResponse>;
  /**
   * One UnauthorizedError for every failure (no user enumeration); failures are limited per username
   * at an address and per address (RateLimitedError).
   */
  login(input: LoginRequest, address: string): Promise<TokenPair>;
}

export interface AuthDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: LoginLimiter;
  registrations: RegistrationLimiter;
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

export function createAuthService({
  users,
  hasher,
  sessions,
  limiter,
  registrations,
}: AuthDeps): AuthService {
  let dummyHash: Promise<string> | undefined;
  /** Unknown usernames are verified against a throwaway hash so they cost as long as real ones. */
  const decoyHash = () => {
    dummyHash ??= hasher.hash(randomBytes(16).toString('hex'));
    return dummyHash;
  };

  return {
    async register(input, address) {
      await registrations.begin(address);
      if (isCommonPassword(input.password)) {
        throw new BadRequestError(`password: ${PASSWORD_TOO_COMMON_DETAIL}`, {
          password: [PASSWORD_TOO_COMMON_DETAIL],
        });
      }
      return createUser(input);
    },

    async login({ username, password }, address) {
      await limiter.begin(address, username);
      const user = Username.safeParse(username).success ? await users.findByUsername(username) : undefined;
      const matches = await hasher.verify(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !matches || !user.isActive) throw new UnauthorizedError(LOGIN_FAILED_DETAIL);
      await limiter.succeeded(address, username);
      return sessions.start(user);
    },
  };

  async function createUser(input: RegisterRequest): Promise<RegisterResponse> {
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
  }
}
