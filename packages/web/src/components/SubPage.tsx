import { Container, type MantineSize, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ArrowLeftIcon } from "./icons";
import { ButtonLink } from "./links";

interface SubPageProps {
  size: MantineSize;
  title: string;
  titleClassName?: string;
  intro: ReactNode;
  introWidth?: number;
  children: ReactNode;
}

/**
 * A page reached from the home page (equipment, privacy): 'Back to Home', its heading and intro,
 * then its content. It opens at the top: a page load
 * does, and the router resets the scroll on each navigation; when the app takes over a page the
 * server rendered, the visitor's scroll is left alone.
 */
export function SubPage({ size, title, titleClassName, intro, introWidth, children }: SubPageProps) {
  return (
    <Container size={size} py={56}>
      <ButtonLink to="/" variant="subtle" color="gray" leftSection={<ArrowLeftIcon size={16} />} mb="lg">
        Back to Home
      </ButtonLink>
      <Stack gap="xs" mb={40}>
        <Title order={1} className={titleClassName}>
          {title}
        </Title>
        <Text c="dark.1" maw={introWidth}>
          {intro}
        </Text>
      </Stack>
      {children}
    </Container>
  );
}
