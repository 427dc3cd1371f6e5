import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP-recommended minimum (m=19 MiB, t=2, p=1); about 110 ms here. */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Made at start-up, so even the first sign-in for an unknown e-mail is not slower than a real one. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}

/** Spends the same time as a real check, so a sign-in for an unknown e-mail is not faster. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
