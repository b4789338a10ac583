// The outbox's .eml copies (the file transport writes `<time>-outbox-<id>.eml`): erasure and the
// retention sweep delete the ones they have emptied in the database.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * Deletes the .eml files of these outbox rows (named `<time>-outbox-<id>.eml`), and any other
 * .eml file that names one of the needles. Returns how many files went.
 */
export function removeMailFiles(outboxDir: string | undefined, mailIds: number[], needles: string[]): number {
  if (!outboxDir) return 0;
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return 0; // no outbox folder: mail goes over SMTP
  }
  const ids = new Set(mailIds.map(String));
  const lowered = needles.map((n) => n.toLowerCase());
  let removed = 0;
  for (const file of files) {
    const full = path.join(outboxDir, file);
    const id = /-outbox-(\d+)\.eml$/.exec(file)?.[1];
    let doomed = id !== undefined && ids.has(id);
    if (!doomed && lowered.length > 0) {
      const text = readFileSync(full, "utf8").toLowerCase();
      doomed = lowered.some((n) => text.includes(n));
    }
    if (doomed) {
      rmSync(full, { force: true });
      removed += 1;
    }
  }
  return removed;
}
