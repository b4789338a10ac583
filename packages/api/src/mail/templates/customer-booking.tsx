// Every e-mail a customer gets about their booking: the receipt, a change, a cancellation, a
// restore and the reminder. The manage link is in each.
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CustomerBookingProps } from "../model.js";
import { Facts, Layout, styles } from "./layout.js";

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
      {props.notes?.length ? (
        <Section>
          {props.notes.map((note) => (
            <Text key={note} style={styles.text}>
              • {note}
            </Text>
          ))}
        </Section>
      ) : null}
      <Section style={{ margin: "16px 0" }}>
        <Button href={props.manageUrl} style={styles.button}>
          Manage your booking
        </Button>
      </Section>
      <Text style={styles.muted}>
        Or open this link:{" "}
        <Link href={props.manageUrl} style={styles.link}>
          {props.manageUrl}
        </Link>
      </Text>
      <Text style={styles.muted}>{props.policy}</Text>
    </Layout>
  );
}
