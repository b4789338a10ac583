import { Anchor, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { ExternalIcon } from "./icons";

/** A link to another site: it opens in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  iconSize = 16,
  nowrap = false,
}: {
  href: string;
  children: ReactNode;
  iconSize?: number;
  nowrap?: boolean;
}) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600}>
      <Group gap={6} component="span" wrap={nowrap ? "nowrap" : undefined}>
        {children} <ExternalIcon size={iconSize} />
        <span className="visually-hidden">(opens in a new tab)</span>
      </Group>
    </Anchor>
  );
}
