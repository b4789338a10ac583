import { Button, Container, Stack, Text, Title } from "@mantine/core";
import type { ErrorComponentProps } from "@tanstack/react-router";

/** Shown when the studio profile cannot be loaded, i.e. the server is unreachable. */
export function RootError({ reset }: ErrorComponentProps) {
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dark.1">
          We could not reach the studio's server. Please check your connection and try again.
        </Text>
        <Button
          onClick={() => {
            reset();
            window.location.reload();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
