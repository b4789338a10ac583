import { TRPCClientError } from "@trpc/client";

/** The server's own words for a refused call, when the server answered; undefined otherwise. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError && error.data && typeof error.message === "string") {
    return error.message.trim() || undefined;
  }
  return undefined;
}

/** True when the server answered with this tRPC error code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof TRPCClientError && error.data?.code === code;
}
