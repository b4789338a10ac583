import { Alert } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { TabLoader } from "./TabLoader";

interface TabStateProps<T> {
  query: UseQueryResult<T[], { message: string }>;
  /** 'Loading bookings...' */
  loading: string;
  /** 'Could not load the bookings' */
  errorTitle: string;
  /** What an empty list shows ('No bookings yet'). */
  empty: ReactNode;
  children: (data: T[]) => ReactNode;
}

/** The admin tabs' shared skeleton: loading, error, empty, then the list. */
export function TabState<T>({ query, loading, errorTitle, empty, children }: TabStateProps<T>) {
  if (query.isPending) return <TabLoader label={loading} />;
  if (query.isError) {
    return (
      <Alert color="red" title={errorTitle}>
        {query.error.message}
      </Alert>
    );
  }
  if (query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
