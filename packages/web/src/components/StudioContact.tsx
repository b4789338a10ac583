import { Anchor } from "@mantine/core";
import { cancellationPolicy, customerCancellationTerms } from "@studio/domain";
import type { ReactNode } from "react";
import { TextUsLink } from "./TextUsLink";

interface Contact {
  bookingsEmail: string;
  messagingNumber: string;
}

/** The e-mail address and the number inside `text`, as mailto: and sms: links (underlined: links in a sentence). */
function withContactLinks(text: string, contact: Contact): ReactNode[] {
  const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(${literal(contact.bookingsEmail)}|${literal(contact.messagingNumber)})`);
  return text.split(pattern).map((part, index) => {
    // Split keeps the matches at the odd places.
    if (index % 2 === 0) return part;
    if (part === contact.messagingNumber) return <TextUsLink key={part} number={part} />;
    return (
      <Anchor key={part} href={`mailto:${part}`} underline="always" style={{ overflowWrap: "anywhere" }}>
        {part}
      </Anchor>
    );
  });
}

interface PolicyProfile extends Contact {
  cancellationNoticeHours: number;
  cancellationTerms?: readonly { noticeHours: number; keepPercent: number }[] | undefined;
}

/**
 * The studio's one cancellation policy, worded by the domain from the profile, with its links; then
 * its cancellation terms, if it has any (what it keeps of what was paid, by notice).
 */
export function CancellationPolicy({ profile }: { profile: PolicyProfile }) {
  const terms = customerCancellationTerms(profile.cancellationTerms);
  return (
    <>
      <span data-testid="cancellation-policy">{withContactLinks(cancellationPolicy(profile), profile)}</span>
      {terms && (
        <>
          {" "}
          <span data-testid="cancellation-terms">{terms}</span>
        </>
      )}
    </>
  );
}
