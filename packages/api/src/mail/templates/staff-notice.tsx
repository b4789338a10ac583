// What the staff are told: a new booking, a change, a cancellation, a restore, a contact message.
import { Text } from "@react-email/text";
import type { StaffNoticeProps } from "../../store/mail-message.js";
import { Facts, Layout, Quoted, styles } from "./layout.js";

export function StaffNotice(props: StaffNoticeProps) {
  return (
    <Layout brand={props.brand} preview={props.preview} heading={props.heading}>
      {props.lines?.map((line) => (
        <Text key={line} style={styles.text}>
          {line}
        </Text>
      ))}
      <Facts facts={props.facts} />
      {props.before?.length ? <Facts heading="Before this change" facts={props.before} /> : null}
      {props.quote ? <Quoted quote={props.quote} /> : null}
    </Layout>
  );
}
