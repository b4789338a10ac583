import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./PageHero.module.css";

/** The lit band at the top of a form page (booking, contact): its one heading and a line under it. */
export function PageHero({
  id,
  title,
  maw,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  maw: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby={id}>
      <Container size="md">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} id={id} className={classes.title}>
            {title}
          </Title>
          <Text size="lg" c="dark.0" maw={maw}>
            {children}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
