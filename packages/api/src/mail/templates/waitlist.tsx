// A waitlist mail: the joining confirmation or an offer of freed time, each with a link to leave.
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { WaitlistMailProps } from "../../store/mail-message.js";
import { Facts, Layout, Lines, styles } from "./layout.js";

export function WaitlistMail(props: WaitlistMailProps) {
  return (
    <Layout brand={props.brand} preview={props.preview} heading={props.heading}>
      <Lines lines={props.lines} />
      <Facts facts={props.facts} />
      {props.action ? (
        <Section style={{ margin: "16px 0" }}>
          <Button href={props.action.url} style={styles.button}>
            {props.action.label}
          </Button>
        </Section>
      ) : null}
      <Text style={styles.muted}>
        {props.leave.line}{" "}
        <Link href={props.leave.url} style={styles.link}>
          {props.leave.url}
        </Link>
      </Text>
    </Layout>
  );
}
