import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate, TokenGrant } from '../../contract/auth.ts';
import type { Database } from '../db/database.ts';
import { refreshTokens, users } from '../db/schema.ts';
import { ApiError } from '../reply.ts';
import { ExpiringCache } from './expiringCache.ts';
import type { LoginThrottle } from './loginThrottle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { toProfile } from './profiles.ts';
import { hashRefreshToken, newRefreshToken, type TokenSigner } from './tokens.ts';

const INVALID_LOGIN = 'Invalid email or password.';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const SPENT_REFRESH = 'Your session has expired. Please sign in again.';

export interface AuthServiceDeps {
  db: Database;
  signer: TokenSigner;
  throttle: LoginThrottle;
  refreshTtlDays: number;
}

/**
 * Profiles are read on every page load; they are kept briefly in memory. Writes in this process
 * drop the entry at once; another process sees a change within PROFILE_CACHE_MS.
 */
const PROFILE_CACHE_MS = 5_000;

export function createAuthService({ db, signer, throttle, refreshTtlDays }: AuthServiceDeps) {
  const profiles = new ExpiringCache<string, Profile>(10_000);
  const findByEmail = async (email: string) =>
    (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

  const findById = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

  async function grantFor(user: typeof users.$inferSelect): Promise<TokenGrant> {
    const refresh = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + refreshTtlDays * 86_400_000),
    });
    const result = await signer.sign({
      sub: user.id,
      userId: user.id,
      username: user.account,
      email: user.email,
      avatar: user.avatar,
      tenantId: user.id,
    });
    return { result, refreshToken: refresh.token, expiresIn: signer.ttlSeconds };
  }

  const revokeAll = (userId: string) =>
    db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

  return {
    async register(email: string, password: string) {
      if (await findByEmail(email)) throw new ApiError(409, 'An account with this email already exists.');
      const passwordHash = await hashPassword(password);
      try {
        const [user] = await db
          .insert(users)
          .values({ email, account: email.toLowerCase(), passwordHash })
          .returning();
        return toProfile(user!);
      } catch {
        // Two registrations raced past the lookup; the unique index decided.
        throw new ApiError(409, 'An account with this email already exists.');
      }
    },

    async login(email: string, password: string, ip: string): Promise<TokenGrant> {
      if (await throttle.isBlocked(email, ip)) throw new ApiError(429, TOO_MANY);
      const user = await findByEmail(email);
      const valid = user ? await verifyPassword(password, user.passwordHash) : false;
      if (!user || !valid) {
        await throttle.recordFailure(email, ip);
        throw new ApiError(401, INVALID_LOGIN);
      }
      if (user.isBlocked || user.isLocked)
        throw new ApiError(403, 'This account is locked. Please contact support.');
      await throttle.clearEmail(email);
      return grantFor(user);
    },

    async profile(userId: string) {
      const cached = profiles.get(userId);
      if (cached) return cached;
      const user = await findById(userId);
      if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');
      const profile = toProfile(user);
      profiles.set(userId, profile, Date.now() + PROFILE_CACHE_MS);
      return profile;
    },

    async updateProfile(userId: string, changes: ProfileUpdate) {
      profiles.delete(userId);
      const { gmtBirthday, ...rest } = changes;
      const [user] = await db
        .update(users)
        .set({
          ...rest,
          ...(gmtBirthday !== undefined ? { birthday: gmtBirthday } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');
      return toProfile(user);
    },

    async changePassword(userId: string, oldPassword: string, newPassword: string) {
      const user = await findById(userId);
      if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');
      if (!(await verifyPassword(oldPassword, user.passwordHash))) {
        throw new ApiError(400, 'Current password is incorrect.', {
          oldPassword: 'Current password is incorrect.',
        });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(users.id, userId));
      await revokeAll(userId);
    },

    /** Rotation: the presented token is spent atomically, so it can be used at most once. */
    async refresh(token: string): Promise<TokenGrant> {
      const [spent] = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, hashRefreshToken(token)),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!spent) throw new ApiError(401, SPENT_REFRESH);
      const user = await findById(spent.userId);
      if (!user) throw new ApiError(401, SPENT_REFRESH);
      return grantFor(user);
    },

    async logout(userId: string, token: string | undefined) {
      if (!token) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), eq(refreshTokens.userId, userId)));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
