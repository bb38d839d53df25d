import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import { ApiError } from '../reply.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_FROM_ADDRESS =
  'Too many failed sign-in attempts from your network. Please try again tomorrow.';
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from your network. Please try again later.';
export const TOO_MANY_MESSAGES = 'Too many messages from your network. Please try again later.';
const waitWords = (refusal: RateLimiterRes) => {
  const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
};
export const tooManyConnectionTests = (wait: string) =>
  `Too many connection tests. Please wait ${wait} and try again.`;
export const tooManyGenerations = (wait: string) =>
  `Too many generations. Please wait ${wait} and try again.`;

export interface RateLimitSettings {
  /** Consecutive failed sign-ins for one email from one address before 15 minutes of refusal. */
  failuresPerEmailAndAddress: number;
  /** Failed sign-ins from one address per day, whatever the email. */
  failuresPerAddressPerDay: number;
  registrationsPerAddressPerHour: number;
  contactMessagesPerAddressPerHour: number;
  /** Connection tests one user may run per minute (each dials a host of the user's choosing). */
  connectionTestsPerUserPerMinute: number;
  /** Module and page generations one user may ask for per minute (a page save may generate 50). */
  generationsPerUserPerMinute: number;
}

export const defaultRateLimits: RateLimitSettings = {
  failuresPerEmailAndAddress: 10,
  failuresPerAddressPerDay: 100,
  registrationsPerAddressPerHour: 20,
  contactMessagesPerAddressPerHour: 10,
  connectionTestsPerUserPerMinute: 20,
  generationsPerUserPerMinute: 120,
};

/** A refusal as the 429 envelope, with how long to wait. */
const tooMany = (message: string, refusal: RateLimiterRes) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(Math.ceil(refusal.msBeforeNext / 1000)) });

/** Rethrows anything but a limiter's own refusal (a database failure stays a failure). */
const refusalOf = (err: unknown) => {
  if (err instanceof RateLimiterRes) return err;
  throw err;
};

/**
 * The rate-limiter-flexible login-protection recipe, on one table both engines share: every
 * counter is a single atomic upsert, so parallel attempts cannot slip past a limit.
 */
export function createRateLimits(db: Database, settings: RateLimitSettings = defaultRateLimits) {
  const limiter = (keyPrefix: string, points: number, duration: number, blockDuration = 0) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration,
      blockDuration,
    });

  const failsByEmailAndAddress = limiter(
    'login_email_ip',
    settings.failuresPerEmailAndAddress,
    15 * MINUTE,
    15 * MINUTE,
  );
  const failsByAddress = limiter('login_ip_day', settings.failuresPerAddressPerDay, DAY, DAY);
  const registrations = limiter('register_ip', settings.registrationsPerAddressPerHour, HOUR);
  const contactMessages = limiter('contact_ip', settings.contactMessagesPerAddressPerHour, HOUR);
  const connectionTests = limiter('connection_test_user', settings.connectionTestsPerUserPerMinute, MINUTE);
  const generations = limiter('generation_user', settings.generationsPerUserPerMinute, MINUTE);

  const emailAndAddress = (email: string, address: string) => `${email.toLowerCase()}_${address}`;

  return {
    /**
     * Counts a sign-in attempt as a failure before the password is checked, so attempts made at
     * the same moment are counted too; `succeeded` takes it back. Throws 429 past either limit.
     */
    async beginSignIn(email: string, address: string) {
      const key = emailAndAddress(email, address);
      const [byAddress, byEmail] = await Promise.all([
        failsByAddress.consume(address).catch(refusalOf),
        failsByEmailAndAddress.consume(key).catch(refusalOf),
      ]);
      if (byEmail.consumedPoints > settings.failuresPerEmailAndAddress)
        throw tooMany(TOO_MANY_SIGN_INS, byEmail);
      if (byAddress.consumedPoints > settings.failuresPerAddressPerDay)
        throw tooMany(TOO_MANY_FROM_ADDRESS, byAddress);
      return {
        async succeeded() {
          await Promise.all([failsByEmailAndAddress.delete(key), failsByAddress.reward(address)]);
        },
      };
    },

    async registration(address: string) {
      const res = await registrations.consume(address).catch(refusalOf);
      if (res.consumedPoints > settings.registrationsPerAddressPerHour) throw tooMany(TOO_MANY_SIGN_UPS, res);
    },

    /** One connection test by this user; 429 with the wait past the limit. */
    async connectionTest(userId: string) {
      const res = await connectionTests.consume(userId).catch(refusalOf);
      if (res.consumedPoints > settings.connectionTestsPerUserPerMinute)
        throw tooMany(tooManyConnectionTests(waitWords(res)), res);
    },

    /** One module or page generation by this user; 429 with the wait past the limit. */
    async generation(userId: string) {
      const res = await generations.consume(userId).catch(refusalOf);
      if (res.consumedPoints > settings.generationsPerUserPerMinute)
        throw tooMany(tooManyGenerations(waitWords(res)), res);
    },

    async contactMessage(address: string) {
      const res = await contactMessages.consume(address).catch(refusalOf);
      if (res.consumedPoints > settings.contactMessagesPerAddressPerHour)
        throw tooMany(TOO_MANY_MESSAGES, res);
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
