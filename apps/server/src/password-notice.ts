// What a first start prints when it generated the admin password: shown once, never logged again.
import path from "node:path";

export function generatedPasswordNotice(generated: string, dataDir: string): string {
  return [
    "",
    "  ================================================================",
    "  No ADMIN_PASSWORD was set, so one was generated. It is shown once:",
    "",
    `      ${generated}`,
    "",
    `  Only its hash is kept (${path.join(dataDir, "admin-password.hash")}).`,
    "  To choose your own: run `pnpm admin:password` (from a release folder:",
    "  `./start.sh admin-password`), or set ADMIN_PASSWORD; either ends every admin session.",
    "  ================================================================",
    "",
  ].join("\n");
}
