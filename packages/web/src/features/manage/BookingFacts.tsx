// The manage page's facts about the booking as they stand: when, who, what was paid and what is
// due (the staff's own takings), and the policies with the move rule for this booking.
import {
  customerMoneyRows,
  formatSessionRangeLong,
  lateArrivalText,
  moveRuleText,
  PAYMENT_AT_STUDIO,
  PEOPLE_LIMIT,
} from "@studio/domain";
import details from "../../components/BookingDetails.module.css";
import { CancellationPolicy } from "../../components/StudioContact";
import type { StudioProfile } from "../studio/use-studio-profile";
import classes from "./ManagePage.module.css";
import type { ManagedBooking } from "./manage-api";

interface FactsProps {
  booking: ManagedBooking;
  profile: StudioProfile;
}

export function BookingFacts({ booking, profile }: FactsProps) {
  const cancelled = booking.status === "cancelled";
  const late = lateArrivalText(booking.startTime, profile);
  return (
    <dl className={details.details}>
      <dt>When</dt>
      <dd data-testid="manage-when">{formatSessionRangeLong(booking)}</dd>
      <dt>Producer</dt>
      <dd>{booking.engineer}</dd>
      <dt>Length</dt>
      <dd>
        {booking.duration} hour{booking.duration === 1 ? "" : "s"}
      </dd>
      {customerMoneyRows(booking, booking).map((row) => (
        <Fact
          key={row.label}
          label={row.label}
          value={row.value}
          testId={`manage-${row.label.toLowerCase()}`}
        />
      ))}
      <dt>Where</dt>
      <dd>
        {profile.address.area}, {profile.address.postcode}
      </dd>
      {late && !cancelled ? <Fact label="Arriving at night" value={late} testId="manage-arrival" /> : null}
    </dl>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/** The policies for an active booking; payment at the studio only while something is due. */
export function ManagePolicies({ booking, profile, now }: FactsProps & { now: Date }) {
  const moveRule = moveRuleText({
    booking,
    movesMade: booking.movesMade,
    settings: profile,
    contact: profile,
    now,
  });
  return (
    <ul className={classes.policies}>
      {booking.balancePence > 0 && <li>{PAYMENT_AT_STUDIO}</li>}
      <li>{PEOPLE_LIMIT}</li>
      <li>
        <CancellationPolicy profile={profile} />
      </li>
      {moveRule && <li data-testid="manage-move-rule">{moveRule}</li>}
    </ul>
  );
}
