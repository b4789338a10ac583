// DATA_DIR's secrets are written whole or not at all: a crash while the first start writes the
// session key or the password hash must not leave an empty or half file behind (an empty key file
// would stop every later start; a half hash would lock the admin out).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { randomBytes, scryptSync } from "node:crypto";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import {
  ensureAdminPassword,
  loadOrCreateSessionKey,
  passwordFile,
  readPasswordHash,
  verifyPassword,
  writeSecretFile,
} from "@studio/api/auth";
import { Tally } from "./harness.js";

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-secrets-"));
  dirs.push(dir);
  return dir;
}
const mode = (file: string) => statSync(file).mode & 0o777;

it("writes the session key and the password hash whole, private, with nothing left beside them", async () => {
  const tally = new Tally("crash", "secrets written whole (beside, synced, moved into place)");
  const dir = freshDir();
  // A writer that died mid-way left its temporary file: it changes nothing.
  writeFileSync(path.join(dir, "session.key.99999.tmp"), "half");
  const key = loadOrCreateSessionKey(dir);
  tally.check(key.length === 32 && mode(path.join(dir, "session.key")) === 0o600, "key: 32 bytes, 0600");
  tally.check(loadOrCreateSessionKey(dir).equals(key), "the same key on the next start");
  const setup = await ensureAdminPassword(dir, undefined, 2 ** 10);
  const hash = readPasswordHash(dir)!;
  tally.check(await verifyPassword(setup.generated!, hash), "the generated password verifies");
  tally.check(mode(passwordFile(dir)) === 0o600, "hash: 0600");
  await ensureAdminPassword(dir, "a brand new password", 2 ** 10);
  tally.check(await verifyPassword("a brand new password", readPasswordHash(dir)!), "replaced hash verifies");
  tally.check(mode(passwordFile(dir)) === 0o600, "replaced hash: still 0600");
  const leftovers = readdirSync(dir).filter((f) => f.endsWith(".tmp") && !f.includes("99999"));
  tally.check(leftovers.length === 0, `left behind: ${leftovers.join(", ")}`);
  expect(tally.finish()).toEqual([]);
});

it("a hash made with older scrypt settings still verifies, and the next start with the password rewrites it", async () => {
  const dir = freshDir();
  const salt = randomBytes(16);
  const old = scryptSync("the same password", salt, 64, { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024 });
  writeSecretFile(
    passwordFile(dir),
    `scrypt$32768$8$3$${salt.toString("base64")}$${old.toString("base64")}\n`,
  );
  expect(await verifyPassword("the same password", readPasswordHash(dir)!)).toBe(true);
  expect(await ensureAdminPassword(dir, "the same password")).toEqual({ changed: false });
  const rewritten = readPasswordHash(dir)!;
  expect(rewritten).toMatch(/^scrypt\$8192\$8\$10\$/);
  expect(await verifyPassword("the same password", rewritten)).toBe(true);
});

it("an existing key wins over a second writer (two starts at once agree on one key)", () => {
  const dir = freshDir();
  const file = path.join(dir, "session.key");
  expect(writeSecretFile(file, "first\n", { keepExisting: true })).toBe(true);
  expect(writeSecretFile(file, "second\n", { keepExisting: true })).toBe(false);
  expect(readFileSync(file, "utf8")).toBe("first\n");
  expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
});
