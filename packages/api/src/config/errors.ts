// A configuration error: one readable paragraph naming each field, never echoing a secret.
import type * as z from "zod/mini";
import { StartupError } from "./startup-error.js";

export class ConfigError extends StartupError {
  override name = "ConfigError";
}

// Values never echoed back: they hold passwords.
const SECRET_VARS = new Set(["ADMIN_PASSWORD", "SMTP_URL"]);

export function describeIssues(issues: z.core.$ZodIssue[], values?: Record<string, unknown>): string {
  return issues
    .map((i) => {
      const name = i.path.join(".") || "(root)";
      const value = values && typeof i.path[0] === "string" ? values[i.path[0]] : undefined;
      const shown =
        typeof value === "string" && !SECRET_VARS.has(name)
          ? ` (got ${JSON.stringify(value.slice(0, 80))})`
          : "";
      return `${name}: ${i.message}${shown}`;
    })
    .join("; ");
}
