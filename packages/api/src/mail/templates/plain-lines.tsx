// The upcoming-bookings summary and the test e-mail: a heading and a few lines.
import type { SummaryProps, TestProps } from "../../store/mail-message.js";
import { Layout, styles } from "./layout.js";
import { Text } from "@react-email/text";

export function PlainLines(props: SummaryProps | TestProps) {
  return (
    <Layout brand={props.brand} preview={props.lines[0] ?? props.heading} heading={props.heading}>
      {props.lines.map((line) => (
        <Text key={line} style={styles.text}>
          {line}
        </Text>
      ))}
    </Layout>
  );
}
