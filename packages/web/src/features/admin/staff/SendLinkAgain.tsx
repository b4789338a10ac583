// "Send the link again": a new enrolment link by e-mail for someone whose first one was lost,
// expired or never arrived; the link they had stops working.
import { Button } from "@mantine/core";
import type { StaffMember } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

export function SendLinkAgain({ person }: { person: Pick<StaffMember, "id" | "name" | "email"> }) {
  const trpc = useTRPC();
  const send = useMutation(
    trpc.admin.staff.resendEnrolment.mutationOptions({
      onSuccess: () =>
        showToast({
          title: "Link sent",
          message: `A new sign-up link is on its way to ${person.email}; the old one no longer works`,
          color: "green",
        }),
      onError: (error) =>
        showToast({ title: "Not sent", message: serverMessage(error) ?? "Please try again", color: "red" }),
    }),
  );
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={`Send ${person.name} the link again`}
      loading={send.isPending}
      onClick={() => send.mutate({ id: person.id })}
    >
      Send the link again
    </Button>
  );
}
