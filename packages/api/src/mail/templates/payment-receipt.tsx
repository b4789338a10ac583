// The customer's receipt for money taken at the studio (or given back): amount, method, what is paid and due.
import { Text } from "@react-email/text";
import type { PaymentReceiptProps } from "../../store/mail-message.js";
import { Facts, Layout, styles } from "./layout.js";

export function PaymentReceipt(props: PaymentReceiptProps) {
  return (
    <Layout brand={props.brand} preview={props.preview} heading={props.heading}>
      <Text style={styles.text}>{props.greeting}</Text>
      <Text style={styles.text}>{props.intro}</Text>
      <Facts facts={props.facts} />
      <Text style={styles.muted}>{props.closing}</Text>
    </Layout>
  );
}
