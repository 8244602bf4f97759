import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
// 2 is Algorithm.Argon2id, a const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when no account matches keeps the answer time the same for unknown logins.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await (dummyHash ??= hashPassword('not-a-real-password')), password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
