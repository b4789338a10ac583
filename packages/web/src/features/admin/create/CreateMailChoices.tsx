import { Text } from "@mantine/core";
import { ASK_DEPOSIT_LABEL, RECORD_PAST_LABEL } from "@studio/domain";
import { useState } from "react";
import { useStudioProfile } from "../../studio/use-studio-profile";
import { Choice } from "../Choice";
import { NotifyCustomer } from "../undo/NotifyCustomer";

/**
 * Whom a new booking e-mails: the customer unless staff say not to; nobody for a past session. And
 * whether it waits for a deposit: confirmed unless staff ask for one.
 */
export function useMailChoices() {
  const [notify, setNotify] = useState(true);
  const [recordPast, setRecordPast] = useState(false);
  const [askDeposit, setAskDeposit] = useState(false);
  // Offered only when the studio has a deposit policy.
  const depositOffered = useStudioProfile().deposit !== null;
  const reset = () => {
    setNotify(true);
    setRecordPast(false);
    setAskDeposit(false);
  };
  /** The create call's choices, as sent. */
  const sent = () => ({
    notifyCustomer: notify,
    recordPast,
    askDeposit: depositOffered && !recordPast && askDeposit,
  });
  return {
    notify,
    setNotify,
    recordPast,
    setRecordPast,
    askDeposit,
    setAskDeposit,
    depositOffered,
    sent,
    reset,
  };
}

interface CreateMailChoicesProps {
  /** The refusal of a start in the past, until staff tick "Record a past session". */
  past: string | undefined;
  choices: ReturnType<typeof useMailChoices>;
}

export function CreateMailChoices({ past, choices }: CreateMailChoicesProps) {
  return (
    <>
      {choices.depositOffered && !choices.recordPast ? (
        <Choice
          label={ASK_DEPOSIT_LABEL}
          description="Provisional until the deposit is paid, under the studio's deposit policy"
          checked={choices.askDeposit}
          onChange={choices.setAskDeposit}
        />
      ) : null}
      {past ? (
        <Text c="red.4" size="sm" role="alert" data-testid="past-start">
          {past}
        </Text>
      ) : null}
      <Choice
        label={RECORD_PAST_LABEL}
        description="Nobody is e-mailed"
        checked={choices.recordPast}
        onChange={choices.setRecordPast}
      />
      {choices.recordPast ? null : <NotifyCustomer notify={choices.notify} onChange={choices.setNotify} />}
    </>
  );
}
