// The typed errors of the use-cases. Each door maps them to its own codes in one function.
import type * as z from "zod/mini";
import { type StorageFailureCode, storageFailureCode } from "./store/store.js";

export type ServiceErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "throttled"
  | "mail-failed"
  | "unavailable";

export interface Issue {
  path: string;
  message: string;
}

export class ServiceError extends Error {
  override name = "ServiceError";
  readonly kind: ServiceErrorKind;
  readonly issues: Issue[] | undefined;
  /** A short heading the screen can show above the message (the toasts' titles). */
  readonly title: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ServiceErrorKind,
    message: string,
    extra: { issues?: Issue[]; title?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.kind = kind;
    this.issues = extra.issues;
    this.title = extra.title;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const invalid = (path: string, message: string, title?: string) =>
  new ServiceError("invalid", message, { issues: [{ path, message }], ...(title ? { title } : {}) });

const STORAGE_TEXT: Record<StorageFailureCode, string> = {
  SQLITE_FULL: "The studio's database has no room left. Nothing was saved; please try again later.",
  SQLITE_IOERR: "The studio's database could not be written. Nothing was saved; please try again later.",
  SQLITE_READONLY: "The studio's database cannot be written. Nothing was saved; please try again later.",
  SQLITE_BUSY: "The studio's database is busy. Nothing was saved; please try again in a moment.",
};

/** The disk refused the sync after the commit (store/durability.ts): the change may well be kept. */
export const UNCONFIRMED_WRITE_TEXT =
  "The studio's database could not confirm that this was saved. Please wait a few minutes and check before trying again.";

/**
 * A storage failure (disk full, I/O error, read-only file, lock held too long) as a clean 503:
 * the transaction it hit rolled back, so nothing was half-written and the client may retry. A
 * refused sync is the exception: the commit happened, only its durability is unknown.
 */
export function storageFailure(error: unknown): ServiceError | null {
  const code = storageFailureCode(error);
  if (!code) return null;
  const unconfirmed = (error as { code?: unknown }).code === "SQLITE_IOERR_FSYNC";
  return new ServiceError("unavailable", unconfirmed ? UNCONFIRMED_WRITE_TEXT : STORAGE_TEXT[code]);
}

export const notFound = (what: string) => new ServiceError("not-found", `${what} not found`);

/** One issue per field: the first rule it breaks (an empty date is "Date is required", not three texts). */
function zodIssues(error: z.core.$ZodError): Issue[] {
  const byPath = new Map<string, Issue>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message });
  }
  return [...byPath.values()];
}

/** One readable sentence out of a list of field issues. */
function issuesSummary(issues: Issue[]): string {
  return [...new Set(issues.map((i) => i.message))].join("; ") || "Invalid input";
}

/** A 400 naming each field and what is wrong with it. */
export function invalidFields(issues: Issue[]): ServiceError {
  return new ServiceError("invalid", issuesSummary(issues), { issues });
}

export function fromZod(error: z.core.$ZodError): ServiceError {
  return invalidFields(zodIssues(error));
}
