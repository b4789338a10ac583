// The Studio tab's history: every save of the studio's settings, newest first, ten at a time.
import { Button, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { HistorySaveCard } from "./HistorySaveCard";

const PAGE = 10;

export function HistorySection() {
  const trpc = useTRPC();
  const history = useQuery(trpc.admin.studio.history.queryOptions());
  const [shown, setShown] = useState(PAGE);
  const saves = history.data?.saves ?? [];
  return (
    <Stack gap="sm">
      <Title order={3}>History</Title>
      {history.isPending ? <Text size="sm">Loading the history...</Text> : null}
      {history.isError ? <Text role="alert">The history could not be loaded. Please try again.</Text> : null}
      {history.isSuccess && saves.length === 0 ? <Text size="sm">Nothing has been saved yet.</Text> : null}
      <Stack
        gap="xs"
        component="ol"
        aria-label="Saves, newest first"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {saves.slice(0, shown).map((save) => (
          <HistorySaveCard key={save.id} save={save} />
        ))}
      </Stack>
      {saves.length > shown ? (
        <Button
          variant="default"
          onClick={() => setShown((now) => now + PAGE)}
          style={{ alignSelf: "start" }}
        >
          Show older saves
        </Button>
      ) : null}
      {history.data && history.data.total > saves.length && saves.length <= shown ? (
        <Text size="sm">
          The latest {saves.length} of {history.data.total} saves are shown.
        </Text>
      ) : null}
    </Stack>
  );
}
