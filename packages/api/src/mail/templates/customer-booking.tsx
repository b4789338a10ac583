// Every e-mail a customer gets about their booking: the receipt, a change, a cancellation, a
// restore and the reminder. The manage link is in each.
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CustomerBookingProps } from "../../store/mail-message.js";
import { Facts, HTML_ONLY, Layout, Quoted, styles } from "./layout.js";

export function CustomerBooking(props: CustomerBookingProps) {
  return (
    <Layout brand={props.brand} preview={props.preview} heading={props.heading}>
      <Text style={styles.text}>{props.greeting}</Text>
      {props.intro.map((line) => (
        <Text key={line} style={styles.text}>
          {line}
        </Text>
      ))}
      <Facts facts={props.facts} />
      {props.before?.length ? <Facts heading="Before this change" facts={props.before} /> : null}
      {props.quote ? <Quoted quote={props.quote} /> : null}
      {props.notes?.length ? (
        <Section>
          {props.notes.map((note) => (
            <Text key={note} style={styles.text}>
              • {note}
            </Text>
          ))}
        </Section>
      ) : null}
      {props.hideManage ? null : <ManageAction url={props.manageUrl} />}
      <Text style={styles.muted}>{props.policy}</Text>
    </Layout>
  );
}

/** The button, and its address spelled out for the HTML alone: the text part lists the link once. */
function ManageAction(props: { url: string }) {
  return (
    <>
      <Section style={{ margin: "16px 0" }}>
        <Button href={props.url} style={styles.button}>
          Manage your booking
        </Button>
      </Section>
      <Text style={styles.muted} className={HTML_ONLY}>
        Or open this link:{" "}
        <Link href={props.url} style={styles.link}>
          {props.url}
        </Link>
      </Text>
    </>
  );
}
