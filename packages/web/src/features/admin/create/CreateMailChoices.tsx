import { Text } from "@mantine/core";
import { ASK_DEPOSIT_LABEL, RECORD_PAST_LABEL } from "@studio/domain";
import { type BookingForm, useFormChoice } from "../booking-form/booking-form";
import { Choice } from "../Choice";
import { NotifyCustomer } from "../undo/NotifyCustomer";

interface CreateMailChoicesProps {
  form: BookingForm;
  /** The refusal of a start in the past, until staff tick "Record a past session". */
  past: string | undefined;
  /** Whether the studio has a deposit policy: only then may staff ask for one. */
  depositOffered: boolean;
}

/**
 * Whom a new booking e-mails: the customer unless staff say not to; nobody for a past session. And
 * whether it waits for a deposit: confirmed unless staff ask for one.
 */
export function CreateMailChoices({ form, past, depositOffered }: CreateMailChoicesProps) {
  const askDeposit = useFormChoice(form, "askDeposit");
  const recordPast = useFormChoice(form, "recordPast");
  const notify = useFormChoice(form, "notifyCustomer");
  return (
    <>
      {depositOffered && !recordPast.checked ? (
        <Choice
          label={ASK_DEPOSIT_LABEL}
          description="Provisional until the deposit is paid, under the studio's deposit policy"
          {...askDeposit}
        />
      ) : null}
      {past ? (
        <Text c="red.4" size="sm" role="alert" data-testid="past-start">
          {past}
        </Text>
      ) : null}
      <Choice label={RECORD_PAST_LABEL} description="Nobody is e-mailed" {...recordPast} />
      {recordPast.checked ? null : <NotifyCustomer notify={notify.checked} onChange={notify.onChange} />}
    </>
  );
}
