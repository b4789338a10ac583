// A booking's deposit line on the work list: a provisional one's 'Deposit £50 due by Tue 1 Dec,
// 6:00 PM' (its status badge says 'Provisional'), or a cancelled one's 'Refund £9 due' while its
// cancel's terms owe money back.
import { Badge, Text } from "@mantine/core";
import { type Booking, depositDueText, refundDueText } from "@studio/domain";
import { ClockTimes } from "../../../components/ClockTimes";

export function DepositDue({ booking, now }: { booking: Booking & { refundDuePence?: number }; now: Date }) {
  if (booking.status === "cancelled") {
    if (!booking.refundDuePence) return null;
    return (
      <Badge color="orange" variant="outline" data-testid="refund-due">
        {refundDueText(booking.refundDuePence)}
      </Badge>
    );
  }
  if (!booking.depositPence || !booking.depositDueAt) return null;
  return (
    <Text size="sm" data-testid="deposit-due">
      <ClockTimes text={depositDueText(booking.depositPence, booking.depositDueAt, now)} />
    </Text>
  );
}
