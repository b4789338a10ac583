import { Card, Center } from "@mantine/core";
import type { ReactNode } from "react";

/** The one card of a page without a session (logging in, making a passkey), centred. */
export function GateCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Center py={{ base: 48, sm: 96 }} px="md">
      <Card
        withBorder
        shadow="md"
        padding="xl"
        w="100%"
        maw={420}
        component="section"
        aria-labelledby={labelledBy}
      >
        {children}
      </Card>
    </Center>
  );
}
