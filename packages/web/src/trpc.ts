import type { AppRouter } from "@studio/api/router";
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import { createTRPCContext, createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { observable } from "@trpc/server/observable";

/** Fired on `window` when an admin call finds the session gone; the admin screen listens for it. */
export const ADMIN_AUTH_EXPIRED = "admin-auth-expired";

// Spec §7: no retries, data never stale, no refetch on focus, no polling.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

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

export function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [adminAuthExpiryLink, httpBatchLink({ url: "/trpc" })],
  });
}

/** Hooks for components: `const trpc = useTRPC()`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The app's single query client, tRPC client and options proxy (a browser-only SPA). */
export const queryClient = makeQueryClient();
export const trpcClient = makeTrpcClient();
/** For route loaders (outside React): `context.trpc.studio.profile.queryOptions()`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;

/**
 * The server's own words for a refused call (for a validation error, its field messages), or
 * undefined when the server never answered; callers add the spec's fallback text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.data) return undefined;
  return error.message.trim() || undefined;
}
