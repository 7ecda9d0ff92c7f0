import { hash, verify } from '@node-rs/argon2';

// DESIGN §7: argon2id with m=19456 KiB, t=2, p=1 set explicitly, since the library defaults are weaker.
const OPTIONS = {
  algorithm: 2 /* Argon2id; the enum is an ambient const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Lets a failed login for an unknown email cost as much as a wrong password, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('tawazun-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
