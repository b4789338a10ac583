import { Text } from "@mantine/core";
import { type Booking, formatStaffSession, restoreQuestion } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { ConfirmDialog } from "../ConfirmDialog";
import { NotifyCustomer } from "./NotifyCustomer";

interface RestoreDialogProps {
  booking: Pick<Booking, "email" | "date" | "startTime" | "duration" | "engineer" | "firstName" | "lastName">;
  opened: boolean;
  onClose: () => void;
  onConfirm: (notifyCustomer: boolean) => void;
}

const ASK = {
  title: "Restore this booking?",
  back: "Keep it cancelled",
  confirm: "Restore booking",
  confirmProps: { color: "green" },
} as const;

/** Restore books the session again: it asks first and says whom it will e-mail. */
export function RestoreDialog({ booking, opened, onClose, onConfirm }: RestoreDialogProps) {
  const staff = useQuery({ ...useTRPC().admin.email.recipients.queryOptions(), enabled: opened });
  const [notify, setNotify] = useState(true);
  return (
    <ConfirmDialog opened={opened} onClose={onClose} {...ASK} onConfirm={() => onConfirm(notify)}>
      <Text>
        {booking.firstName} {booking.lastName}, {formatStaffSession(booking, new Date())} with{" "}
        {booking.engineer}.
      </Text>
      <Text data-testid="restore-recipients">{restoreQuestion(booking.email, staff.data ?? [], notify)}</Text>
      <NotifyCustomer notify={notify} onChange={setNotify} />
    </ConfirmDialog>
  );
}
