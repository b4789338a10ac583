// /waitlist/leave/{token}: the link in a waitlist e-mail. Nothing happens on opening it (a mail
// scanner may follow links); the visitor presses "Leave the waitlist". The button's part, with the
// query cache and the tRPC client it calls through, loads lazily (neither is in a page's first load).
import { Container, Stack, Text, Title } from "@mantine/core";
import { waitlistLeaveTexts as texts } from "@studio/domain";
import { lazy, Suspense } from "react";

const LeaveWaitlist = lazy(() => import("./LeaveWaitlist"));

export function LeaveWaitlistPage({ token }: { token: string }) {
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{texts.heading}</Title>
        <Suspense fallback={<Text>{texts.intro}</Text>}>
          <LeaveWaitlist token={token} />
        </Suspense>
      </Stack>
    </Container>
  );
}
