// /waitlist/leave/{token}: the link in a waitlist e-mail. Nothing happens on opening it (a mail
// scanner may follow links); the visitor presses "Leave the waitlist", which calls
// DELETE /api/waitlist/{token} (a plain fetch: no tRPC client on a page opened from an e-mail).
import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { waitlistLeaveTexts as texts } from "@studio/domain";
import { useRef, useState } from "react";

type State =
  | { kind: "ready" }
  | { kind: "leaving" }
  | { kind: "left" }
  | { kind: "unknown" }
  | { kind: "error"; message: string };

async function leave(token: string): Promise<State> {
  const response = await fetch(`/api/waitlist/${encodeURIComponent(token)}`, {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (response.status === 404) return { kind: "unknown" };
  if (response.ok) return { kind: "left" };
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return { kind: "error", message: body.error ?? `The studio answered ${response.status}` };
}

export function LeaveWaitlistPage({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: "ready" });
  const statusRef = useRef<HTMLDivElement>(null);
  const press = async () => {
    setState({ kind: "leaving" });
    const next = await leave(token).catch((): State => ({ kind: "error", message: texts.unreachable }));
    setState(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{texts.heading}</Title>
        <div ref={statusRef} tabIndex={-1} aria-live="polite">
          {state.kind === "left" && (
            <Alert color="green" role="status" data-testid="waitlist-left">
              {texts.left}
            </Alert>
          )}
          {state.kind === "unknown" && (
            <Alert color="yellow" role="alert">
              {texts.unknownLink}
            </Alert>
          )}
          {state.kind === "error" && (
            <Alert color="red" role="alert">
              {state.message}
            </Alert>
          )}
        </div>
        {(state.kind === "ready" || state.kind === "leaving" || state.kind === "error") && (
          <>
            <Text>{texts.intro}</Text>
            <Button onClick={press} loading={state.kind === "leaving"} style={{ alignSelf: "flex-start" }}>
              {texts.button}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
