import { DONT_EMAIL_CUSTOMER_LABEL } from "@studio/domain";
import { Choice } from "../Choice";

interface NotifyCustomerProps {
  /** True while the customer is to be e-mailed (the box unticked). */
  notify: boolean;
  onChange: (notify: boolean) => void;
}

/** "Don't e-mail the customer": the staff are still told; the booking's history records it. */
export function NotifyCustomer({ notify, onChange }: NotifyCustomerProps) {
  return <Choice label={DONT_EMAIL_CUSTOMER_LABEL} checked={!notify} onChange={(dont) => onChange(!dont)} />;
}
