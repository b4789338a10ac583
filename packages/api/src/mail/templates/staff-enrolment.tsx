// A new member of staff's invitation: the single-use link that opens the page where they make a passkey.
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { StaffEnrolmentProps } from "../../store/mail-message.js";
import { HTML_ONLY, Layout, styles } from "./layout.js";

export function StaffEnrolment(props: StaffEnrolmentProps) {
  return (
    <Layout brand={props.brand} preview={props.lines[0] ?? props.heading} heading={props.heading}>
      {props.lines.map((line) => (
        <Text key={line} style={styles.text}>
          {line}
        </Text>
      ))}
      <Section style={{ margin: "16px 0" }}>
        <Button href={props.enrolUrl} style={styles.button}>
          Create your passkey
        </Button>
      </Section>
      {/* Spelled out for the HTML alone: the text part lists the button's link once. */}
      <Text style={styles.muted} className={HTML_ONLY}>
        Or open this link:{" "}
        <Link href={props.enrolUrl} style={styles.link}>
          {props.enrolUrl}
        </Link>
      </Text>
    </Layout>
  );
}
