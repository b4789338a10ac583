import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { AppRouter } from "@studio/api/router";
import { formatStaffDay, londonDateTime } from "@studio/domain";
import type { inferRouterOutputs } from "@trpc/server";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import { showToast } from "../../../components/toast";
import classes from "./CalendarFeeds.module.css";
import { type FeedAction, FeedConfirm } from "./FeedConfirm";
import { NewFeedLink, type ShownLink } from "./NewFeedLink";

type FeedScope = inferRouterOutputs<AppRouter>["admin"]["calendarFeeds"]["list"][number];

const nameOf = (feed: { producer: string | null }) => feed.producer ?? "Whole studio";

const madeOn = (createdAt: string) =>
  `Link made ${formatStaffDay(londonDateTime(Date.parse(createdAt)).date, new Date())}`;

type MadeLink = ShownLink & { scope: string };

function useFeedMutations(onMade: (link: MadeLink) => void, onRevoked: (scope: string) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.admin.calendarFeeds.list.queryFilter());
  const failed = (error: unknown) =>
    showToast({
      title: "Could not change the link",
      message: serverMessage(error) ?? "Please try again",
      color: "red",
    });
  return {
    create: useMutation(
      trpc.admin.calendarFeeds.create.mutationOptions({
        onSuccess: (made) =>
          onMade({ scope: made.scope, name: nameOf(made), url: made.url, webcalUrl: made.webcalUrl }),
        onError: failed,
        onSettled: refresh,
      }),
    ),
    revoke: useMutation(
      trpc.admin.calendarFeeds.revoke.mutationOptions({
        onSuccess: ({ scope }) => {
          onRevoked(scope);
          showToast({
            title: "Link revoked",
            message: "Calendars using it no longer update",
            color: "green",
          });
        },
        onError: failed,
        onSettled: refresh,
      }),
    ),
  };
}

interface FeedRowProps {
  feed: FeedScope;
  busy: boolean;
  onCreate: () => void;
  onAsk: (action: FeedAction) => void;
}

function FeedRow({ feed, busy, onCreate, onAsk }: FeedRowProps) {
  const name = nameOf(feed);
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      className={classes.row}
      data-testid="calendar-feed-row"
    >
      <div>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dark.1">
          {feed.producer ? "Their sessions only" : "Every session, and the nights the studio is closed"}
          {" · "}
          {feed.active && feed.createdAt ? madeOn(feed.createdAt) : "No link yet"}
        </Text>
      </div>
      <Group gap="xs" wrap="wrap">
        {feed.active ? (
          <>
            <Button
              variant="default"
              onClick={() => onAsk("replace")}
              disabled={busy}
              aria-label={`New link for ${name}`}
            >
              New link
            </Button>
            <Button
              color="red"
              variant="outline"
              onClick={() => onAsk("revoke")}
              disabled={busy}
              aria-label={`Revoke link for ${name}`}
            >
              Revoke
            </Button>
          </>
        ) : (
          <Button onClick={onCreate} loading={busy} aria-label={`Create link for ${name}`}>
            Create link
          </Button>
        )}
      </Group>
    </Group>
  );
}

function Heading() {
  return (
    <div>
      <Title order={2} size="h3" id="calendar-feeds-heading">
        Calendar subscriptions
      </Title>
      <Text c="dark.1" size="sm">
        Private links that show the confirmed sessions, from four weeks ago to three months ahead, in Google,
        Apple or Outlook calendars. They show each customer's first name and the booking's notes. Calendar
        apps fetch changes on their own schedule, from hourly to once a day.
      </Text>
    </div>
  );
}

/** Private calendar links (docs/decisions.md, Calendar feeds): the diary in the staff's own calendar apps. */
export function CalendarFeeds() {
  const trpc = useTRPC();
  const feeds = useQuery(trpc.admin.calendarFeeds.list.queryOptions());
  const [shown, setShown] = useState<MadeLink | null>(null);
  const [pending, setPending] = useState<{ action: FeedAction; feed: FeedScope } | null>(null);
  const m = useFeedMutations(setShown, (scope) =>
    setShown((current) => (current?.scope === scope ? null : current)),
  );
  const busy = m.create.isPending || m.revoke.isPending;

  const confirm = () => {
    if (!pending) return;
    const { scope } = pending.feed;
    if (pending.action === "replace") m.create.mutate({ scope });
    else m.revoke.mutate({ scope });
    setPending(null);
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="calendar-feeds-heading">
      <Stack gap="md">
        <Heading />
        {shown ? <NewFeedLink link={shown} onDone={() => setShown(null)} /> : null}
        {feeds.isPending ? (
          <TabLoader label="Loading calendar links..." />
        ) : feeds.isError ? (
          <Alert color="red" title="Could not load the calendar links">
            {feeds.error.message}
          </Alert>
        ) : (
          <Stack gap="sm">
            {feeds.data.map((feed) => (
              <FeedRow
                key={feed.scope}
                feed={feed}
                busy={busy}
                onCreate={() => m.create.mutate({ scope: feed.scope })}
                onAsk={(action) => setPending({ action, feed })}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <FeedConfirm
        pending={pending ? { action: pending.action, name: nameOf(pending.feed) } : null}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </Card>
  );
}
