import { z } from 'zod';

/** Messages of spec §5, shared by the sign-in/up forms and the server. */
export const authMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  passwordRequired: 'Password is required.',
  passwordMin6: 'Password must be at least 6 characters long.',
  passwordMin8: 'Password must be at least 8 characters long.',
  passwordUpper: 'Password must include at least one uppercase letter.',
  passwordLower: 'Password must include at least one lowercase letter.',
  confirmRequired: 'Confirm Password is required.',
  passwordsDiffer: 'Passwords do not match.',
  newPasswordsDiffer: 'New passwords do not match.',
  newPasswordMin6: 'New password must be at least 6 characters long.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, 'Email must be at most 254 characters long.')
  .regex(EMAIL_PATTERN, authMessages.emailInvalid);

export const signUpPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(8, authMessages.passwordMin8)
  .max(200, 'Password must be at most 200 characters long.')
  .regex(/[A-Z]/, authMessages.passwordUpper)
  .regex(/[a-z]/, authMessages.passwordLower);

export const registerBody = z.object({ email: emailSchema, password: signUpPasswordSchema });

export const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(200, 'Password must be at most 200 characters long.'),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const profileUpdateBody = z.object({
  nickname: optionalText(64),
  realName: optionalText(128),
  gender: z.enum(['male', 'female', 'other', 'unspecified']).nullable().optional(),
  avatar: optionalText(2048),
  phoneNumber: optionalText(32),
  phoneAreaCode: optionalText(8),
  gmtBirthday: z.iso.date('Birthday must be a date like 1990-04-30.').nullable().optional(),
  language: optionalText(16),
});
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

export const changePasswordBody = z.object({
  oldPassword: z.string().min(1, 'Current password is required.').max(200),
  newPassword: z.string().min(6, authMessages.newPasswordMin6).max(200),
});

export const refreshBody = z.object({
  refreshToken: z.string().min(1, 'Refresh token is required.').max(512),
});
export const logoutBody = z.object({ refreshToken: z.string().max(512).optional() });

/** The user profile of spec §3. */
export const profileSchema = z
  .object({
    id: z.string(),
    account: z.string(),
    nickname: z.string().nullable(),
    email: z.string(),
    gender: z.string().nullable(),
    avatar: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    phoneAreaCode: z.string().nullable(),
    gmtBirthday: z.string().nullable(),
    isBlocked: z.boolean(),
    isLocked: z.boolean(),
    realName: z.string().nullable(),
    language: z.string().nullable(),
    isUsernameFroze: z.boolean(),
    isNeedDestroy: z.boolean(),
    gmtDestroyTime: z.string().nullable(),
    gmtDestroyRequest: z.string().nullable(),
    isUnderDestroy: z.boolean(),
    gmtDestroy: z.string().nullable(),
    userMetaModel: z.record(z.string(), z.unknown()).nullable(),
    departmentModelList: z.array(z.unknown()),
    roleModelList: z.array(z.unknown()),
    status: z.string(),
    gmtCreated: z.string(),
    gmtModified: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** What sign-in and refresh return: the access token in `result`, its lifetime in seconds. */
export const tokenGrantSchema = z
  .object({ result: z.string(), refreshToken: z.string(), expiresIn: z.number() })
  .meta({ id: 'TokenGrant' });
export type TokenGrant = z.infer<typeof tokenGrantSchema>;
