import { Button } from "@mantine/core";
import { hasSessionStarted, type PaymentKind, takingsRights } from "@studio/domain";
import { useState } from "react";
import { useMay } from "../may";
import type { MaybeStaffBooking } from "./PaymentBadges";
import { PaymentDialog } from "./PaymentDialog";
import { useTakings } from "./use-takings";

/** Take payment, Refund, Arrived and No-show: the buttons beside a booking's own (card and View). */
export function TakingsActions({ booking }: { booking: MaybeStaffBooking }) {
  const [dialog, setDialog] = useState<PaymentKind | null>(null);
  const { setAttendance } = useTakings();
  const may = useMay();
  if (booking.paymentStatus === undefined) return null;
  // A session with its takings is every session for staff, and a producer's own for a producer.
  const rights = takingsRights(may, true);
  const takes = rights.payments;
  const started =
    rights.attendance && booking.status === "confirmed" && hasSessionStarted(booking, new Date());
  const mark = (attendance: "arrived" | "no-show") => setAttendance.mutate({ id: booking.id, attendance });
  return (
    <>
      {takes && booking.status === "confirmed" && (booking.balancePence ?? 0) > 0 ? (
        <Button size="xs" variant="light" color="green" onClick={() => setDialog("payment")}>
          Take payment
        </Button>
      ) : null}
      {rights.refunds && (booking.paidPence ?? 0) > 0 ? (
        <Button size="xs" variant="default" onClick={() => setDialog("refund")}>
          Refund
        </Button>
      ) : null}
      {started && booking.attendance !== "arrived" ? (
        <Button
          size="xs"
          variant="default"
          disabled={setAttendance.isPending}
          onClick={() => mark("arrived")}
        >
          Arrived
        </Button>
      ) : null}
      {started && booking.attendance !== "no-show" ? (
        <Button
          size="xs"
          variant="default"
          disabled={setAttendance.isPending}
          onClick={() => mark("no-show")}
        >
          No-show
        </Button>
      ) : null}
      {dialog ? (
        <PaymentDialog booking={booking} kind={dialog} opened onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
