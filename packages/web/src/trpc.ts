import type { AppRouter } from "@studio/api/router";
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { observable } from "@trpc/server/observable";
import { queryClient } from "./query-client";

// Only the chunks that call the API import this module (the booking and contact forms, the admin
// screen): the tRPC client is not part of any page's first load. The studio profile that every
// page needs comes through ./features/studio/useStudioProfile instead.

/** Fired on `window` when an admin call finds the session gone; the admin screen listens for it. */
export const ADMIN_AUTH_EXPIRED = "admin-auth-expired";

/**
 * Set by the admin screen while logged in: asks the staff to log in again over the page, and
 * resolves true once they have (false if they gave up). One question for many failing calls.
 */
let askToLogInAgain: (() => Promise<boolean>) | null = null;
let pendingRelogin: Promise<boolean> | null = null;

export function onSessionLapse(ask: (() => Promise<boolean>) | null): void {
  askToLogInAgain = ask;
}

function loggedInAgain(): Promise<boolean> {
  if (!askToLogInAgain) return Promise.resolve(false);
  pendingRelogin ??= askToLogInAgain().finally(() => {
    pendingRelogin = null;
  });
  return pendingRelogin;
}

/**
 * A 401 on an admin call asks the staff to log in again (the page and its forms stay as they are)
 * and then retries the call once; given up, it ends the session (`admin-auth-expired`).
 */
const adminAuthExpiryLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const expired = (err: TRPCClientError<AppRouter>) =>
        op.path.startsWith("admin.") && op.path !== "admin.login" && err.data?.code === "UNAUTHORIZED";
      const fail = (err: TRPCClientError<AppRouter>) => {
        if (expired(err)) window.dispatchEvent(new Event(ADMIN_AUTH_EXPIRED));
        observer.error(err);
      };
      let current = next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (err) => {
          if (!expired(err)) return observer.error(err);
          void loggedInAgain().then((again) => {
            if (!again) return fail(err);
            current = next(op).subscribe({
              next: (value) => observer.next(value),
              complete: () => observer.complete(),
              error: fail,
            });
          });
        },
      });
      return () => current.unsubscribe();
    });

function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [adminAuthExpiryLink, httpBatchLink({ url: "/trpc" })],
  });
}

/** The app's single tRPC client and options proxy, over the app's single query client. */
export const trpcClient = makeTrpcClient();
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/**
 * For components: `const trpc = useTRPC()`. One client for the whole SPA, so no React context
 * (tRPC's context provider would have to sit in the entry, and with it the whole tRPC client).
 */
export function useTRPC(): typeof trpc {
  return trpc;
}

/**
 * The server's own words for a refused call (for a validation error, its field messages), or
 * undefined when the server never answered; callers add their fallback text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.data) return undefined;
  return error.message.trim() || undefined;
}
