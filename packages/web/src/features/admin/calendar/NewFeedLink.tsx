import { Alert, Anchor, Button, CopyButton, Group, Stack, Text, Textarea } from "@mantine/core";
import classes from "./CalendarFeeds.module.css";

export interface ShownLink {
  /** 'Whole studio' or the producer's name. */
  name: string;
  url: string;
  webcalUrl: string;
}

/** A link just made: shown this once (only its hash is kept), with Copy and a webcal:// link. */
export function NewFeedLink({ link, onDone }: { link: ShownLink; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" title={`New link: ${link.name}`} data-testid="calendar-feed-new">
      <Stack gap="sm">
        <Text size="sm">
          Copy it now: it is shown only this once. Anyone who has it can see these sessions, so share it only
          with the person it is for.
        </Text>
        <Textarea
          label="Subscription URL"
          value={link.url}
          readOnly
          autosize
          minRows={2}
          classNames={{ input: classes.url }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm" wrap="wrap">
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? "green" : undefined}>
                {copied ? "Copied" : "Copy URL"}
              </Button>
            )}
          </CopyButton>
          <Anchor href={link.webcalUrl} className={classes.url}>
            Open in my calendar app
          </Anchor>
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
        <Text size="sm">
          Google Calendar: Other calendars, then From URL, and paste it. Apple Calendar: File, then New
          Calendar Subscription. Outlook: Add calendar, then Subscribe from web.
        </Text>
      </Stack>
    </Alert>
  );
}
