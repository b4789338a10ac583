// DATA_DIR's secrets (the session key, the password hash) are written beside their file, synced,
// then moved into place in one step: a crash or power cut mid-write leaves the old file or the whole
// new one, never half a key (which would stop the server from starting) or half a hash.
import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeSync } from "node:fs";

/**
 * Writes `text` to `file` (mode 0600) atomically. With `keepExisting`, an existing file wins and
 * nothing is written (two processes starting at once agree on one key); returns whether it wrote.
 */
export function writeSecretFile(
  file: string,
  text: string,
  options: { keepExisting?: boolean } = {},
): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, "w", 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    if (!options.keepExisting) {
      renameSync(temp, file);
      return true;
    }
    try {
      linkSync(temp, file); // fails when the file exists
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  } finally {
    rmSync(temp, { force: true });
  }
}
