import { Badge, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import type { Producer } from "../studio/use-studio-profile";
import classes from "./ProducerProfileModal.module.css";
import { ProducerPortrait } from "../producer/ProducerPortrait";

export interface ProducerProfileModalProps {
  /** The producer whose profile is open, or null when the dialog is closed. */
  producer: Producer | null;
  onClose: () => void;
}

/** The 'View Profile' dialog (closes by its button or the backdrop). Its own chunk. */
export default function ProducerProfileModal({ producer, onClose }: ProducerProfileModalProps) {
  // Mounted closed first, even when the visitor clicked before this chunk arrived: the Modal
  // remembers the focused button only when it goes from closed to open, and returns focus to it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Modal
      opened={mounted && producer !== null}
      onClose={onClose}
      title={producer?.name}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
      classNames={{ title: classes.modalTitle }}
    >
      {producer && (
        <Stack>
          <ProducerPortrait producer={producer} sizes="160px" side={160} className={classes.modalImage} />
          <Badge variant="light" mx="auto" size="lg">
            {producer.title}
          </Badge>
          <Text c="dark.0">{producer.bio}</Text>
          {producer.link && <ExternalLink href={producer.link}>Follow {producer.name}</ExternalLink>}
        </Stack>
      )}
    </Modal>
  );
}
