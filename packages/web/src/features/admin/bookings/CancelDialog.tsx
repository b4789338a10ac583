import { Text, Textarea } from "@mantine/core";
import { type Booking, formatStaffSession, MAX_CANCEL_REASON } from "@studio/domain";
import { useState } from "react";
import { Choice } from "../Choice";
import { ConfirmDialog } from "../ConfirmDialog";
import { NotifyCustomer } from "../undo/NotifyCustomer";
import { fullName } from "./BookingFacts";
import { CancelTerms } from "./CancelTerms";

interface CancelDialogProps {
  booking: Booking & { paidPence?: number };
  opened: boolean;
  onClose: () => void;
  /**
   * `notifyCustomer`: the customer is e-mailed; `sendReason`: that e-mail carries the reason;
   * `waiveTerms`: the studio keeps nothing of what was paid.
   */
  onConfirm: (reason: string, notifyCustomer: boolean, sendReason: boolean, waiveTerms: boolean) => void;
}

const ASK = {
  title: "Cancel this booking?",
  back: "Keep booking",
  confirm: "Cancel booking",
  confirmProps: { color: "red" },
} as const;

/** Cancel asks first, and takes an optional reason (kept on the booking, shown in the Archive). */
export function CancelDialog({ booking, opened, onClose, onConfirm }: CancelDialogProps) {
  const [reason, setReason] = useState("");
  const [sendReason, setSendReason] = useState(false);
  const [notify, setNotify] = useState(true);
  const [waive, setWaive] = useState(false);
  const confirm = () => {
    onConfirm(reason.trim(), notify, sendReason, waive);
    setReason("");
    setSendReason(false);
    setNotify(true);
    setWaive(false);
  };
  return (
    <ConfirmDialog opened={opened} onClose={onClose} {...ASK} onConfirm={confirm}>
      <Text>
        {fullName(booking)}, {formatStaffSession(booking, new Date())} with {booking.engineer}. The slot is
        freed and the booking moves to the Archive.
      </Text>
      {opened && (booking.paidPence ?? 0) > 0 ? (
        <CancelTerms booking={booking} waive={waive} onWaive={setWaive} />
      ) : null}
      <Textarea
        label="Reason"
        description="Optional; kept on the booking and shown in the Archive"
        autosize
        minRows={2}
        maxLength={MAX_CANCEL_REASON}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Choice
        label="E-mail it to the customer too"
        disabled={reason.trim() === ""}
        checked={sendReason && reason.trim() !== ""}
        onChange={setSendReason}
      />
      <NotifyCustomer notify={notify} onChange={setNotify} />
    </ConfirmDialog>
  );
}
