import { Text } from "@mantine/core";
import { ConfirmDialog } from "../ConfirmDialog";

export type FeedAction = "replace" | "revoke";

const WORDING: Record<FeedAction, { title: string; text: string; keep: string; go: string }> = {
  replace: {
    title: "Make a new link?",
    text: "The current link for {name} stops working at once: calendars subscribed to it stop updating until they subscribe to the new one.",
    keep: "Keep current link",
    go: "Make new link",
  },
  revoke: {
    title: "Revoke this link?",
    text: "The link for {name} stops working at once, and calendars subscribed to it stop updating.",
    keep: "Keep link",
    go: "Revoke link",
  },
};

interface FeedConfirmProps {
  pending: { action: FeedAction; name: string } | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** Replacing or revoking a link breaks the calendars that use it: staff confirm first. */
export function FeedConfirm({ pending, onClose, onConfirm }: FeedConfirmProps) {
  const wording = WORDING[pending?.action ?? "revoke"];
  return (
    <ConfirmDialog
      opened={pending !== null}
      onClose={onClose}
      title={wording.title}
      back={wording.keep}
      confirm={wording.go}
      confirmProps={{ color: "red.9" }}
      onConfirm={onConfirm}
    >
      <Text>{wording.text.replace("{name}", pending?.name ?? "")}</Text>
    </ConfirmDialog>
  );
}
