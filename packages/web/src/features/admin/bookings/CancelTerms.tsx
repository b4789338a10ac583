import { Checkbox, Text } from "@mantine/core";
import {
  type Booking,
  cancelTermsAt,
  sessionInterval,
  staffCancelTermsText,
  termsApply,
  WAIVE_TERMS_LABEL,
  waivedTerms,
} from "@studio/domain";
import { useStudioProfile } from "../../studio/use-studio-profile";

interface CancelTermsProps {
  /** The staff's list carries what has been paid on each booking. */
  booking: Booking & { paidPence?: number };
  waive: boolean;
  onWaive: (waive: boolean) => void;
}

/**
 * What a cancel now keeps and refunds of what was paid, by the studio's terms (the domain's rule the
 * server records with), and the choice to waive them. Nothing when the studio has no terms or nothing is paid.
 */
export function CancelTerms({ booking, waive, onWaive }: CancelTermsProps) {
  const profile = useStudioProfile();
  const paid = booking.paidPence ?? 0;
  const startMs = sessionInterval(booking)?.startMs;
  if (!termsApply(profile) || paid <= 0 || startMs === undefined) return null;
  const terms = cancelTermsAt(paid, profile.cancellationTerms, startMs, new Date());
  return (
    <>
      <Text fw={600} data-testid="staff-cancel-terms">
        {staffCancelTermsText(waive ? waivedTerms(paid) : terms)}
      </Text>
      {terms.keptPence > 0 ? (
        <Checkbox
          size="md"
          label={WAIVE_TERMS_LABEL}
          checked={waive}
          onChange={(event) => onWaive(event.currentTarget.checked)}
        />
      ) : null}
    </>
  );
}
