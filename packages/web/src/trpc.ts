import type { AppRouter } from "@studio/api/router";
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { observable } from "@trpc/server/observable";
import { queryClient } from "./queryClient";

// Only the chunks that call the API import this module (the booking and contact forms, the admin
// screen): the tRPC client is not part of any page's first load. The studio profile that every
// page needs comes through ./features/studio/useStudioProfile instead.

/** Fired on `window` when an admin call finds the session gone; the admin screen listens for it. */
export const ADMIN_AUTH_EXPIRED = "admin-auth-expired";

const adminAuthExpiryLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (err) => {
          const isAdminCall = op.path.startsWith("admin.") && op.path !== "admin.login";
          if (isAdminCall && err.data?.code === "UNAUTHORIZED") {
            window.dispatchEvent(new Event(ADMIN_AUTH_EXPIRED));
          }
          observer.error(err);
        },
        complete: () => observer.complete(),
      }),
    );

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
