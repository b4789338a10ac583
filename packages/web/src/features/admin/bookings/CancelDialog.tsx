import { Text, Textarea } from "@mantine/core";
import {
  type Booking,
  formatStaffSession,
  MAX_CANCEL_REASON,
  type StaffStatusChange,
  staffStatusChangeSchema,
} from "@studio/domain";
import { useForm } from "react-hook-form";
import { Choice } from "../Choice";
import { ConfirmDialog } from "../ConfirmDialog";
import { fieldOf, payloadResolver } from "../form-fields";
import { NotifyCustomer } from "../undo/NotifyCustomer";
import { fullName } from "./BookingFacts";
import { CancelTerms } from "./CancelTerms";

interface CancelDialogProps {
  booking: Booking & { paidPence?: number };
  opened: boolean;
  onClose: () => void;
  /** The cancel as the status call sends it. */
  onConfirm: (change: StaffStatusChange) => void;
}

const ASK = {
  title: "Cancel this booking?",
  back: "Keep booking",
  confirm: "Cancel booking",
  confirmProps: { color: "red" },
} as const;

/**
 * `notifyCustomer`: the customer is e-mailed; `sendReason`: that e-mail carries the reason;
 * `waiveTerms`: the studio keeps nothing of what was paid.
 */
const EMPTY = { reason: "", sendReason: false, notifyCustomer: true, waiveTerms: false };
type CancelFields = typeof EMPTY;

// An empty reason is none, and only a reason can be e-mailed.
const resolver = payloadResolver(
  staffStatusChangeSchema,
  ({ reason, sendReason, notifyCustomer, waiveTerms }: CancelFields) => ({
    status: "cancelled" as const,
    notifyCustomer,
    ...(reason.trim() ? { reason, sendReason } : {}),
    ...(waiveTerms ? { waiveTerms } : {}),
  }),
);

/** Cancel asks first, and takes an optional reason (kept on the booking, shown in the Archive). */
export function CancelDialog({ booking, opened, onClose, onConfirm }: CancelDialogProps) {
  const form = useForm<CancelFields, unknown, StaffStatusChange>({ resolver, defaultValues: EMPTY });
  const [reason, sendReason, notify, waive] = form.watch([
    "reason",
    "sendReason",
    "notifyCustomer",
    "waiveTerms",
  ]);
  const hasReason = reason.trim() !== "";
  const confirm = form.handleSubmit((change) => {
    onConfirm(change);
    form.reset(EMPTY);
  });
  return (
    <ConfirmDialog opened={opened} onClose={onClose} {...ASK} onConfirm={() => void confirm()}>
      <Text>
        {fullName(booking)}, {formatStaffSession(booking, new Date())} with {booking.engineer}. The slot is
        freed and the booking moves to the Archive.
      </Text>
      {opened && (booking.paidPence ?? 0) > 0 ? (
        <CancelTerms booking={booking} waive={waive} onWaive={(on) => form.setValue("waiveTerms", on)} />
      ) : null}
      <Textarea
        label="Reason"
        description="Optional; kept on the booking and shown in the Archive"
        autosize
        minRows={2}
        maxLength={MAX_CANCEL_REASON}
        {...fieldOf(form, "reason")}
      />
      <Choice
        label="E-mail it to the customer too"
        disabled={!hasReason}
        checked={sendReason && hasReason}
        onChange={(on) => form.setValue("sendReason", on)}
      />
      <NotifyCustomer notify={notify} onChange={(on) => form.setValue("notifyCustomer", on)} />
    </ConfirmDialog>
  );
}
