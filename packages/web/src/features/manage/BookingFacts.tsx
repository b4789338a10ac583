// The manage page's facts about the booking as they stand: when, who, what was paid and what is
// due (the staff's own takings), and the policies with the move rule for this booking.
import { ClockTimes } from "../../components/ClockTimes";
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
import { Postcode } from "../../components/Postcode";
import type { StudioProfile } from "../studio/use-studio-profile";
import classes from "./ManagePage.module.css";
import type { ManageView } from "./manage-view";

interface FactsProps {
  booking: ManageView;
  profile: StudioProfile;
}

export function BookingFacts({ booking, profile }: FactsProps) {
  const cancelled = booking.status === "cancelled";
  const late = lateArrivalText(booking.startTime, profile);
  return (
    <dl className={details.details}>
      <dt>When</dt>
      <dd data-testid="manage-when">
        <ClockTimes text={formatSessionRangeLong(booking)} />
      </dd>
      <dt>Producer</dt>
      <dd>{booking.engineer}</dd>
      <dt>Length</dt>
      <dd>
        {booking.duration} hour{booking.duration === 1 ? "" : "s"}
      </dd>
      {customerMoneyRows(booking, booking).map(({ label, value }) => [
        <dt key={label}>{label}</dt>,
        <dd key={`${label}:`} data-testid={`manage-${label.toLowerCase()}`}>
          {value}
        </dd>,
      ])}
      <dt>Where</dt>
      <dd>
        {profile.address.area}, <Postcode code={profile.address.postcode} />
      </dd>
      {late && !cancelled ? (
        <>
          <dt className={details.note}>Arriving at night</dt>
          <dd className={details.note} data-testid="manage-arrival">
            {late}
          </dd>
        </>
      ) : null}
    </dl>
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
