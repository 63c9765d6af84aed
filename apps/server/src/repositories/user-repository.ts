import type { TimeZoneChoice, UserRole } from '@app/contracts';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type UserRow, users } from '../db/schema.ts';
import { rethrowDuplicate } from './database-errors.ts';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role?: UserRole;
}

export interface UserChanges {
  role?: UserRole;
  isActive?: boolean;
  timeZone?: TimeZoneChoice;
}

export interface UserRepository {
  /** Inserts a user; a taken username or email (case-insensitive) throws DuplicateKeyError. */
  create(user: NewUser): Promise<UserRow>;
  findById(id: number): Promise<UserRow | undefined>;
  /** Case-insensitive, through the unique index on lower(username). */
  findByUsername(username: string): Promise<UserRow | undefined>;
  /** Which of the username and email (case-insensitive) already belong to someone. */
  findTaken(username: string, email: string): Promise<{ username: boolean; email: boolean }>;
  /** Every user ordered by id; with `search`, those whose username contains it (any case). */
  list(search?: string): Promise<UserRow[]>;
  update(id: number, changes: UserChanges): Promise<UserRow | undefined>;
  countAdmins(): Promise<number>;
  /**
   * Ids of the active admins, locking their rows until the transaction ends, so two concurrent
   * demotions cannot both see "another admin remains". Call inside `transaction`.
   */
  lockActiveAdminIds(): Promise<number[]>;
  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: UserRepository) => Promise<T>): Promise<T>;
}

/** Escapes LIKE wildcards so a search matches the text literally. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createUserRepository(db: Db): UserRepository {
  return {
    async create(user: NewUser): Promise<UserRow> {
      try {
        const [row] = await db.insert(users).values(user).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        return rethrowDuplicate(error);
      }
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findTaken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`);
      return {
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    async list(search?: string): Promise<UserRow[]> {
      const where = search ? ilike(users.username, likeContains(search)) : undefined;
      return db.select().from(users).where(where).orderBy(asc(users.id));
    },

    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },

    async lockActiveAdminIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    transaction<T>(work: (repository: UserRepository) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createUserRepository(tx)));
    },
  };
}
