import { Text } from "@mantine/core";
import { AnchorLink } from "./links";

/** Beside each form that collects personal data: what it is used for, and the notice. */
export function PrivacyNote() {
  return (
    <Text size="sm" c="dark.1">
      We use your details only to handle your booking or enquiry. See our{" "}
      <AnchorLink to="/privacy" underline="always">
        privacy notice
      </AnchorLink>
      .
    </Text>
  );
}
