import { Card, type MantineSpacing, Title, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";

interface TitledCardProps {
  title: string;
  /** How large the title shows (it is a second-level heading either way). */
  titleSize: `h${TitleOrder}`;
  padding: MantineSpacing;
  className?: string | undefined;
  children: ReactNode;
}

/** A bordered card under its own heading: the studio's hours, a booking's details. */
export function TitledCard({ title, titleSize, padding, className, children }: TitledCardProps) {
  return (
    <Card withBorder padding={padding} className={className}>
      <Title order={2} size={titleSize} mb={titleSize === "h5" ? "sm" : "md"}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
