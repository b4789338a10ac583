// The maintenance commands beside the server. Used by the root scripts (`pnpm admin:password`,
// `pnpm backup`, `pnpm restore`, through cli/main.ts) and by the release bundle (`node server.mjs backup`).
import { StartupError } from "@studio/api/config";

export const COMMANDS = ["admin-password", "backup", "restore", "studio-import"] as const;
export type Command = (typeof COMMANDS)[number];

export function isCommand(name: string | undefined): name is Command {
  return (COMMANDS as readonly (string | undefined)[]).includes(name);
}

/** Runs one command and returns its exit code; a known failure is one paragraph, no stack trace. */
export async function runCommand(command: Command, args: string[]): Promise<number> {
  try {
    if (command === "admin-password") {
      const { adminPasswordCommand } = await import("./admin-password.js");
      return await adminPasswordCommand(args);
    }
    if (command === "studio-import") {
      const { studioImportCommand } = await import("./studio-import.js");
      return await studioImportCommand(args);
    }
    if (command === "restore") {
      const { restoreCommand } = await import("./restore.js");
      return restoreCommand(args);
    }
    const { backupCommand } = await import("./backup-command.js");
    return await backupCommand(args);
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`${command}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
