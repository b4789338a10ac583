// A provisional booking's deposit on the manage page: what to pay, by when (its real day and
// time), how, the reference to quote, and that the date is released if unpaid (the domain's lines,
// the same as the receipt's), and what is left of it once part is paid.
import { ClockTimes } from "../../components/ClockTimes";
import { Stack, Text, Title } from "@mantine/core";
import { provisionalLines } from "@studio/domain";
import type { StudioProfile } from "../studio/use-studio-profile";
import type { ManageView } from "./manage-view";

export function DepositFacts(props: { booking: ManageView; profile: StudioProfile; now: Date }) {
  const { booking } = props;
  if (booking.status !== "provisional" || !booking.depositPence || !booking.depositDueAt) return null;
  const lines = provisionalLines(
    {
      id: booking.id,
      depositPence: booking.depositPence,
      depositDueAt: booking.depositDueAt,
      paidPence: booking.paidPence,
    },
    props.profile.paymentInstructions ?? "",
    props.now,
  );
  return (
    <Stack gap={4} data-testid="manage-deposit">
      <Title order={2} size="h4">
        Deposit
      </Title>
      {lines.map((line) => (
        <Text key={line} style={{ whiteSpace: "pre-line" }}>
          <ClockTimes text={line} />
        </Text>
      ))}
    </Stack>
  );
}
