import { describe, expect, it } from 'vitest';
import { firstIssueMessage, signInSchema, signUpSchema } from '../../shared/schemas/auth';

const first = (schema: typeof signUpSchema | typeof signInSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('sign-up validation (spec section 5: in order, first error only)', () => {
  it('reports the e-mail first, then password, full name, phone', () => {
    expect(first(signUpSchema, { email: 'x', password: '1', fullName: '', phone: '' })).toBe('Invalid email address');
    expect(first(signUpSchema, { email: 'a@b.co', password: '1', fullName: '', phone: '' })).toBe('Password must be at least 6 characters');
    expect(first(signUpSchema, { email: 'a@b.co', password: '123456', fullName: 'A', phone: '' })).toBe('Full name must be at least 2 characters');
    expect(first(signUpSchema, { email: 'a@b.co', password: '123456', fullName: 'Al', phone: '98450' })).toBe('Phone number must be at least 10 digits');
    expect(first(signUpSchema, { email: 'a@b.co', password: '123456', fullName: 'Al', phone: '9845012345' })).toBeNull();
  });

  it('treats missing fields like empty ones, with the same messages', () => {
    expect(first(signUpSchema, {})).toBe('Invalid email address');
    expect(first(signInSchema, { email: 'a@b.co' })).toBe('Password must be at least 6 characters');
  });

  it('trims and lower-cases the e-mail, trims the name', () => {
    const parsed = signUpSchema.parse({ email: '  Asha@Example.COM ', password: 'secret', fullName: '  Asha  ', phone: '98450 12345' });
    expect(parsed.email).toBe('asha@example.com');
    expect(parsed.fullName).toBe('Asha');
  });

  it('a password of exactly six characters is enough; five is not', () => {
    expect(first(signInSchema, { email: 'a@b.co', password: '123456' })).toBeNull();
    expect(first(signInSchema, { email: 'a@b.co', password: '12345' })).toBe('Password must be at least 6 characters');
  });
});
