import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum: 19 MiB memory, 2 passes, 1 lane (design.md §8). */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
