// A provisional booking's deposit, for staff who manage bookings: confirm it without a deposit (the
// customer is e-mailed that it is confirmed) or move its deadline, a London date and time (the
// customer is e-mailed it, and the reminder moves with it). The server checks both again.
import { Button, Modal, Text } from "@mantine/core";
import type { Booking } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { ConfirmDialog } from "../ConfirmDialog";
import { useMay } from "../may";
import { showToast } from "../../../components/toast";
import { DeadlineForm } from "./DeadlineForm";

type Provisional = Booking & { depositPence?: number; depositDueAt?: string };

export function DepositActions({ booking }: { booking: Provisional }) {
  const mayChange = useMay()("bookings");
  const [open, setOpen] = useState<"confirm" | "deadline" | null>(null);
  const confirm = useConfirmWithoutDeposit(() => setOpen(null));
  if (!mayChange || booking.status !== "confirmed" || !booking.depositPence || !booking.depositDueAt)
    return null;
  const name = `${booking.firstName} ${booking.lastName}`;
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen("confirm")}>
        Confirm without deposit
      </Button>
      <Button size="xs" variant="default" onClick={() => setOpen("deadline")}>
        Change deadline
      </Button>
      <ConfirmDialog
        opened={open === "confirm"}
        onClose={() => setOpen(null)}
        title="Confirm without a deposit?"
        back="Keep it provisional"
        confirm="Confirm booking"
        confirmProps={{ loading: confirm.isPending }}
        onConfirm={() => confirm.mutate({ id: booking.id, status: "confirmed", notifyCustomer: true })}
      >
        <Text size="sm">
          {name}'s session is confirmed now, and they are e-mailed that no deposit is needed.
        </Text>
      </ConfirmDialog>
      <Modal opened={open === "deadline"} onClose={() => setOpen(null)} title="Change the deposit deadline">
        <Text size="sm" mb="sm">
          {name} is e-mailed the new deadline; the reminder moves with it.
        </Text>
        <DeadlineForm
          booking={{ id: booking.id, depositDueAt: booking.depositDueAt }}
          onDone={() => setOpen(null)}
        />
      </Modal>
    </>
  );
}

function useConfirmWithoutDeposit(onDone: () => void) {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  return useMutation(
    trpc.admin.bookings.setStatus.mutationOptions({
      onSuccess: () => {
        onDone();
        showToast({
          title: "Booking confirmed",
          message: "Confirmed without a deposit; the customer is told",
          color: "green",
        });
      },
      onError: (error) =>
        showToast({
          title: "The booking could not be confirmed",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
      onSettled: () => bookingsChanged({ archive: false }),
    }),
  );
}
