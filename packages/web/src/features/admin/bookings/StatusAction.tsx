import { Button } from "@mantine/core";
import type { Booking } from "@studio/domain";
import { useState } from "react";
import { OverrideDialog } from "../booking-form/OverrideDialog";
import { useMay } from "../may";
import { RestoreDialog } from "../undo/RestoreDialog";
import { CancelDialog } from "./CancelDialog";
import { useBookingStatus } from "./use-booking-status";

/** The status button: a confirmed booking can be cancelled, a cancelled one restored. */
const STATUS_ACTIONS: Partial<
  Record<Booking["status"], { label: string; color: string; status: "cancelled" | "confirmed" }>
> = {
  confirmed: { label: "Cancel", color: "red", status: "cancelled" },
  cancelled: { label: "Restore", color: "green", status: "confirmed" },
};

/**
 * Cancel or Restore, on a wide card and in the booking view. Both directions ask first (CancelDialog,
 * RestoreDialog), and both need every session's rights (a producer only reads their own).
 */
export function StatusAction({ booking }: { booking: Booking }) {
  const { setStatus, diary } = useBookingStatus();
  const mayChange = useMay()("bookings");
  const [confirming, setConfirming] = useState<"cancelled" | "confirmed" | null>(null);
  const action = STATUS_ACTIONS[booking.status];
  if (!action || !mayChange) return null;
  const pendingStatus = setStatus.isPending ? setStatus.variables?.status : undefined;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={action.color}
        loading={pendingStatus === action.status}
        disabled={setStatus.isPending}
        onClick={() => setConfirming(action.status)}
      >
        {action.label}
      </Button>
      <CancelDialog
        booking={booking}
        opened={confirming === "cancelled"}
        onClose={() => setConfirming(null)}
        onConfirm={(change) => {
          setConfirming(null);
          setStatus.mutate({ id: booking.id, ...change });
        }}
      />
      <RestoreDialog
        booking={booking}
        opened={confirming === "confirmed"}
        onClose={() => setConfirming(null)}
        onConfirm={(notifyCustomer) => {
          setConfirming(null);
          setStatus.mutate({ id: booking.id, status: "confirmed", notifyCustomer });
        }}
      />
      <OverrideDialog diary={diary} confirm="Restore anyway" />
    </>
  );
}
