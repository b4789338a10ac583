import { Alert, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { TabLoader } from "./TabLoader";

interface TabStateProps<T> {
  query: UseQueryResult<T[], { message: string }>;
  /** 'Loading bookings...' */
  loading: string;
  /** 'Could not load the bookings' */
  errorTitle: string;
  /** What an empty list says ('No bookings yet'), and below it, smaller, what will fill it. */
  empty: string;
  emptyHint?: string;
  children: (data: T[]) => ReactNode;
}

/** The admin tabs' shared skeleton: loading, error, empty, then the list. */
export function TabState<T>({ query, loading, errorTitle, empty, emptyHint, children }: TabStateProps<T>) {
  if (query.isPending) return <TabLoader label={loading} />;
  if (query.isError) {
    return (
      <Alert color="red" title={errorTitle}>
        {query.error.message}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl">
        <Text c={emptyHint ? "dark.0" : "dark.1"}>{empty}</Text>
        {emptyHint && (
          <Text c="dark.1" size="sm">
            {emptyHint}
          </Text>
        )}
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
