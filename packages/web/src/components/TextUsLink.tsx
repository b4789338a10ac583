import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";

// Kept apart from the cancellation policy (which needs the domain): the contact page loads only this.
/** 'sms:+447700900123': a tap opens the phone's messages with the studio's number. */
const smsHref = (number: string) => `sms:${number.replace(/[^\d+]/g, "")}`;

/** The studio's messaging number as a tap-to-text link. */
export function TextUsLink({ number, children }: { number: string; children?: ReactNode }) {
  return (
    <Anchor href={smsHref(number)} underline="always">
      {children ?? number}
    </Anchor>
  );
}
