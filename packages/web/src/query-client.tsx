import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

// TanStack Query serves the parts that call the API (the booking and contact forms, the admin
// screen), all loaded lazily: neither it nor the tRPC client is in any page's first load. The
// studio profile every page needs is the root route's loader data (features/studio).

// No retries, data never stale, no refetch on focus, no polling (docs/rules.md, Constants).
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's single query client (a browser-only SPA): one cache, whichever part wraps itself. */
export const queryClient = makeQueryClient();

/** Wraps a lazily loaded part that uses queries or mutations. */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
