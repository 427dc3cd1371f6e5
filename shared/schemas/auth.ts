import { z } from 'zod';
import { MAX, emailField } from './common';

/*
 * Spec section 5: login and sign-up checks run in this order and only the first error is
 * shown. Zod reports object issues in key order, so the key order below IS the rule order.
 */
export const passwordField = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(MAX.password, `Password must be at most ${MAX.password} characters`);

export const signInSchema = z.object({
  email: emailField(),
  password: passwordField,
});

export const signUpSchema = z.object({
  email: emailField(),
  password: passwordField,
  fullName: z
    .string({ error: 'Full name must be at least 2 characters' })
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(MAX.name, `Full name must be at most ${MAX.name} characters`),
  phone: z
    .string({ error: 'Phone number must be at least 10 digits' })
    .trim()
    .min(10, 'Phone number must be at least 10 digits')
    .max(MAX.phone, `Phone number must be at most ${MAX.phone} characters`)
    .regex(/^\+?[\d\s().-]+$/, 'Phone number may contain only digits, spaces, +, - and brackets'),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

/** The first message of a failed parse, which is what the auth screen shows (spec section 5). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
