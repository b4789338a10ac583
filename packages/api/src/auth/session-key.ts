// The key that encrypts the admin session cookie, generated once into DATA_DIR.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeSecretFile } from "./secret-file.js";

const KEY_BYTES = 32; // libsodium secretbox key

export function loadOrCreateSessionKey(dataDir: string): Buffer {
  const file = path.join(dataDir, "session.key");
  if (!existsSync(file)) {
    const key = randomBytes(KEY_BYTES);
    if (writeSecretFile(file, `${key.toString("base64")}\n`, { keepExisting: true })) return key;
  }
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length === KEY_BYTES) return key;
  throw new Error(`${file} does not hold a ${KEY_BYTES}-byte base64 key; delete it to generate a new one.`);
}
