// A new member of staff's invitation: the single-use link that opens the page where they make a passkey.
import type { StaffEnrolmentProps } from "../../store/mail-message.js";
import { ButtonLink } from "./layout.js";
import { PlainLines } from "./plain-lines.js";

export function StaffEnrolment(props: StaffEnrolmentProps) {
  return (
    <PlainLines brand={props.brand} heading={props.heading} lines={props.lines}>
      <ButtonLink url={props.enrolUrl} label="Create your passkey" />
    </PlainLines>
  );
}
