import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "../../components/links";
import classes from "./UnreadableBooking.module.css";

/** Missing or invalid details: say so plainly, and where to go next. */
export function UnreadableBooking() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} className={classes.title}>
          We couldn't read this booking's details
        </Title>
        <Text size="lg" c="dark.0">
          This link is missing some of its details or they have been changed. If you have just booked, your
          confirmation e-mail has the full details; otherwise, book a session or get in touch.
        </Text>
        <Group justify="center" gap="md" mt="md">
          <ButtonLink to="/booking" size="md">
            Book a Session
          </ButtonLink>
          <ButtonLink to="/contact" variant="default" size="md">
            Contact Us
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
