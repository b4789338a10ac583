import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { showToast } from "../../../components/toast";

/** The one confirmed, irreversible action: the customer's personal data becomes "[erased]". */
export function EraseCustomer({ query, onErased }: { query: string; onErased: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useErase(() => setConfirming(false), onErased);
  return (
    <>
      <Button variant="light" color="red" onClick={() => setConfirming(true)}>
        Erase customer
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Erase this customer?"
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="md">
          <Text>
            Their name, e-mail, phone and messages are replaced with "[erased]" everywhere, and their e-mails
            are deleted. Bookings keep their date, time, producer, duration and cost.
          </Text>
          <Text fw={600}>This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={erase.isPending}
              onClick={() => erase.mutate({ q: query, confirm: true })}
            >
              Erase permanently
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The erasure, with its toasts; everything that showed the customer is read again after it. */
function useErase(onSuccess: () => void, onErased: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { bookingsChanged, messagesChanged } = useAdminCache();
  return useMutation(
    trpc.admin.privacy.erase.mutationOptions({
      onSuccess: (result) => {
        onSuccess();
        showToast({
          title: "Customer erased",
          message: `${result.bookings + result.archivedBookings} booking(s), ${result.messages} message(s), ${result.holds} hold(s) and ${result.mails} e-mail(s) erased`,
          color: "green",
        });
      },
      onError: (error) =>
        showToast({
          title: "Erasure failed",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
      onSettled: () => {
        void bookingsChanged({ archive: true });
        void messagesChanged();
        void queryClient.invalidateQueries(trpc.admin.privacy.pathFilter());
        onErased();
      },
    }),
  );
}
