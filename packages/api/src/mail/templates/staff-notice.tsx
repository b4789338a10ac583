// What the staff are told: a new booking, a change, a cancellation, a restore, a contact message.
import type { StaffNoticeProps } from "../../store/mail-message.js";
import { Layout, Lines, SessionFacts } from "./layout.js";

export function StaffNotice(props: StaffNoticeProps) {
  return (
    <Layout brand={props.brand} preview={props.preview} heading={props.heading}>
      <Lines lines={props.lines ?? []} />
      <SessionFacts facts={props.facts} before={props.before} quote={props.quote} />
    </Layout>
  );
}
