import type { QueryClient } from "@tanstack/react-query";
import type { Trpc } from "./trpc";

/** What every route's loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
