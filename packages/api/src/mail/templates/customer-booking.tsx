// Every e-mail a customer gets about their booking: the receipt, a change, a cancellation, a
// restore and the reminder. The manage link is in each.
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CustomerBookingProps } from "../../store/mail-message.js";
import { ButtonLink, Layout, Lines, SessionFacts, styles } from "./layout.js";

export function CustomerBooking(props: CustomerBookingProps) {
  return (
    <Layout brand={props.brand} preview={props.preview} heading={props.heading}>
      <Text style={styles.text}>{props.greeting}</Text>
      <Lines lines={props.intro} />
      <SessionFacts facts={props.facts} before={props.before} quote={props.quote} />
      {props.notes?.length ? (
        <Section>
          {props.notes.map((note) => (
            <Text key={note} style={styles.text}>
              • {note}
            </Text>
          ))}
        </Section>
      ) : null}
      {props.hideManage ? null : <ButtonLink url={props.manageUrl} label="Manage your booking" />}
      <Text style={styles.muted}>{props.policy}</Text>
    </Layout>
  );
}
