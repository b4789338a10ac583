// The admin password: only its scrypt hash is kept, in DATA_DIR/admin-password.hash.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeSecretFile } from "./secret-file.js";

const KEY_LENGTH = 64;
// OWASP's scrypt settings of equal strength run from N=2^17 r=8 p=1 (128 MiB a check) to N=2^13
// r=8 p=10 (8 MiB, the work spread over ten passes). The last holds the least memory while a login
// flood's checks run, on a small VPS with a memory goal (docs/performance.md, the login flood).
// Hashes made with older settings still verify, and are rewritten at the next start that checks
// ADMIN_PASSWORD.
export const DEFAULT_SCRYPT_N = 2 ** 13;
const DEFAULT_SCRYPT_P = 10;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// scrypt needs 128 * N * r bytes (8 MiB at N=2^13, r=8; Node's default maxmem is 32 MiB): room for
// an older hash's larger N.
const optionsFor = (N: number, r: number, p: number): ScryptOptions => ({
  N,
  r,
  p,
  maxmem: 256 * N * r + 1024,
});

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string, N = DEFAULT_SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = DEFAULT_SCRYPT_P;
  const key = await scryptAsync(password, salt, KEY_LENGTH, optionsFor(N, r, p));
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Constant-time comparison against a stored hash; a malformed hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.trim().split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const N = Number(n);
  if (!Number.isInteger(N) || expected.length !== KEY_LENGTH) return false;
  try {
    const actual = await scryptAsync(
      password,
      Buffer.from(saltB64, "base64"),
      KEY_LENGTH,
      optionsFor(N, Number(r), Number(p)),
    );
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

export const passwordFile = (dataDir: string) => path.join(dataDir, "admin-password.hash");

export function readPasswordHash(dataDir: string): string | undefined {
  const file = passwordFile(dataDir);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

function generatePassword(): string {
  return randomBytes(18).toString("base64url"); // 24 characters, 144 bits
}

export interface PasswordSetup {
  /** The password to print once, when one was generated. */
  generated?: string;
  /** True when the stored hash changed, so every existing session must be revoked. */
  changed: boolean;
}

/**
 * Makes sure a hash exists: ADMIN_PASSWORD wins and replaces a different stored one; without it a
 * stored hash is kept, and on first start a strong password is generated for the caller to print.
 */
export async function ensureAdminPassword(
  dataDir: string,
  configured: string | undefined,
  N = DEFAULT_SCRYPT_N,
): Promise<PasswordSetup> {
  const stored = readPasswordHash(dataDir);
  if (configured !== undefined) {
    if (stored && (await verifyPassword(configured, stored))) {
      // The same password under older scrypt settings: rewritten with today's (no session ends).
      if (!stored.startsWith(`scrypt$${N}$8$${DEFAULT_SCRYPT_P}$`))
        writeSecretFile(passwordFile(dataDir), `${await hashPassword(configured, N)}\n`);
      return { changed: false };
    }
    writeSecretFile(passwordFile(dataDir), `${await hashPassword(configured, N)}\n`);
    return { changed: stored !== undefined };
  }
  if (stored) return { changed: false };
  const generated = generatePassword();
  writeSecretFile(passwordFile(dataDir), `${await hashPassword(generated, N)}\n`);
  return { generated, changed: false };
}
