import { z } from 'zod';
import { authMessages, emailSchema, signUpPasswordSchema } from './auth.ts';

/** The sign-in form of spec §5: password at least 6. */
export const signInForm = z.object({
  email: emailSchema,
  password: z.string().min(1, authMessages.passwordRequired).min(6, authMessages.passwordMin6),
});

/** The sign-up form of spec §5: password at least 8 with both cases, and a matching confirmation. */
export const signUpForm = z
  .object({
    email: emailSchema,
    password: signUpPasswordSchema,
    confirmPassword: z.string().min(1, authMessages.confirmRequired),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDiffer,
  });

/** The change-password form of spec §5. */
export const changePasswordForm = z
  .object({
    oldPassword: z.string().min(1, 'Current password is required.'),
    newPassword: z.string().min(1, 'New password is required.').min(6, authMessages.newPasswordMin6),
    confirmNewPassword: z.string().min(1, 'Please confirm the new password.'),
  })
  .refine((v) => !v.confirmNewPassword || v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: authMessages.newPasswordsDiffer,
  });
