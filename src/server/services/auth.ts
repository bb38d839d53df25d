import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate, TokenGrant } from '../../contract/auth.ts';
import { profileProblems } from '../../contract/profileProblems.ts';
import type { Database } from '../db/database.ts';
import { refreshTokens, users } from '../db/schema.ts';
import { ApiError } from '../reply.ts';
import { ExpiringCache } from './expiringCache.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { toProfile } from './profiles.ts';
import type { RateLimits } from './rateLimits.ts';
import type { Sessions } from './sessions.ts';
import { hashRefreshToken, newRefreshToken, type TokenSigner } from './tokens.ts';

const INVALID_LOGIN = 'Invalid email or password.';
const SPENT_REFRESH = 'Your session has expired. Please sign in again.';

export interface AuthServiceDeps {
  db: Database;
  signer: TokenSigner;
  rateLimits: RateLimits;
  sessions: Sessions;
  refreshTtlDays: number;
}

/**
 * Profiles are read on every page load; they are kept briefly in memory. Writes in this process
 * drop the entry at once; another process sees a change within PROFILE_CACHE_MS.
 */
const PROFILE_CACHE_MS = 5_000;

export function createAuthService({ db, signer, rateLimits, sessions, refreshTtlDays }: AuthServiceDeps) {
  // An unknown email costs the same hash as a wrong password, so timing cannot tell them apart.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));
  const profiles = new ExpiringCache<string, Profile>(10_000);
  const findByEmail = async (email: string) =>
    (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

  const findById = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

  async function grantFor(user: typeof users.$inferSelect, sessionId: string): Promise<TokenGrant> {
    const refresh = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId: user.id,
      sessionId,
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
      sid: sessionId,
    });
    return { result, refreshToken: refresh.token, expiresIn: signer.ttlSeconds };
  }

  return {
    async register(email: string, password: string, address: string) {
      await rateLimits.registration(address);
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

    async login(email: string, password: string, address: string): Promise<TokenGrant> {
      const attempt = await rateLimits.beginSignIn(email, address);
      const user = await findByEmail(email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) throw new ApiError(401, INVALID_LOGIN);
      await attempt.succeeded();
      if (user.isBlocked || user.isLocked)
        throw new ApiError(403, 'This account is locked. Please contact support.');
      return grantFor(user, await sessions.start(user.id));
    },

    profile: (userId: string) =>
      profiles.load(
        userId,
        async () => {
          const user = await findById(userId);
          if (!user) throw new ApiError(401, 'Your session has expired. Please sign in again.');
          return toProfile(user);
        },
        () => Date.now() + PROFILE_CACHE_MS,
      ),

    async updateProfile(userId: string, changes: ProfileUpdate) {
      // The latest date anywhere on Earth (UTC+14): a birthday today in Kiribati is not in the future.
      const latestToday = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
      const problems = profileProblems(changes, latestToday);
      const first = Object.values(problems)[0];
      if (first) throw new ApiError(400, first, problems);
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
      const profile = toProfile(user);
      // Drops a read that began before this update (it would keep the old profile), then keeps this one.
      profiles.delete(userId);
      profiles.set(userId, profile, Date.now() + PROFILE_CACHE_MS);
      return profile;
    },

    /** Every other sign-in of the user ends; the one that changed the password goes on. */
    async changePassword(userId: string, sessionId: string, oldPassword: string, newPassword: string) {
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
      await sessions.endAllBut(userId, sessionId);
    },

    /**
     * Rotation: the presented token is spent atomically, so it can be used at most once. A token
     * presented again after it was spent ends its whole session: one of its two holders is not
     * the user.
     */
    async refresh(token: string): Promise<TokenGrant> {
      const tokenHash = hashRefreshToken(token);
      const [spent] = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!spent) {
        const [replayed] = await db
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        if (replayed) await sessions.endCompromised(replayed.sessionId);
        throw new ApiError(401, SPENT_REFRESH);
      }
      const user = await findById(spent.userId);
      if (!user || user.isBlocked || !(await sessions.isLive(spent.sessionId, user.id)))
        throw new ApiError(401, SPENT_REFRESH);
      return grantFor(user, spent.sessionId);
    },

    /** Ends the session of the access token, and the one of the refresh token if it is the user's. */
    async logout(userId: string, sessionId: string, token: string | undefined) {
      await sessions.end(sessionId, userId);
      if (!token) return;
      const [other] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), eq(refreshTokens.userId, userId)));
      if (other && other.sessionId !== sessionId) await sessions.end(other.sessionId, userId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
