import { Checkbox } from "@mantine/core";
import { DONT_EMAIL_CUSTOMER_LABEL } from "@studio/domain";

interface NotifyCustomerProps {
  /** True while the customer is to be e-mailed (the box unticked). */
  notify: boolean;
  onChange: (notify: boolean) => void;
}

/** "Don't e-mail the customer": the staff are still told; the booking's history records it. */
export function NotifyCustomer({ notify, onChange }: NotifyCustomerProps) {
  return (
    <Checkbox
      size="md"
      label={DONT_EMAIL_CUSTOMER_LABEL}
      checked={!notify}
      onChange={(event) => onChange(!event.currentTarget.checked)}
    />
  );
}
