import { Card, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A tab's own section (2) or a panel inside one (3). */
  level?: 2 | 3;
  gap?: "sm" | "md";
  children: ReactNode;
}

/** A titled section of a tab, on its own card. */
export function SectionCard({ id, title, level = 2, gap = "sm", children }: SectionCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={level} size={level === 2 ? "h3" : "h4"} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
