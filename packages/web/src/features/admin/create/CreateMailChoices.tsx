import { Text } from "@mantine/core";
import { ASK_DEPOSIT_LABEL, RECORD_PAST_LABEL, sessionInterval, staffDepositText } from "@studio/domain";
import { useWatch } from "react-hook-form";
import { useStudioProfile } from "../../studio/use-studio-profile";
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
  const depositDescription = useDepositDescription(form);
  return (
    <>
      {depositOffered && !recordPast.checked ? (
        <Choice label={ASK_DEPOSIT_LABEL} description={depositDescription} {...askDeposit} />
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

const DEPOSIT_DESCRIPTION = "Provisional until the deposit is paid, under the studio's deposit policy";

/** What the deposit would be, and by when, for the session as typed (or why none can be asked). */
function useDepositDescription(form: BookingForm): string {
  const profile = useStudioProfile();
  const [date, startTime, duration, totalCost] = useWatch({
    control: form.control,
    name: ["date", "startTime", "duration", "totalCost"],
  });
  const startMs = date && startTime ? sessionInterval({ date, startTime, duration })?.startMs : undefined;
  const ready = startMs !== undefined && typeof totalCost === "number" && Number.isFinite(totalCost);
  return (ready ? staffDepositText(profile, totalCost, startMs, new Date()) : null) ?? DEPOSIT_DESCRIPTION;
}
