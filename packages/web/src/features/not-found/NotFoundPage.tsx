import { Container, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "../../components/links";
import { useNotFoundStatus } from "../../ssr/page-status";

export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={900} c="amber.4" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dark.1">Did you forget to add the page to the router?</Text>
        <ButtonLink to="/" mt="md">
          Back to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
