import { Checkbox, Text } from "@mantine/core";
import { RECORD_PAST_LABEL } from "@studio/domain";
import { useState } from "react";
import { NotifyCustomer } from "../undo/NotifyCustomer";

/** Whom a new booking e-mails: the customer unless staff say not to; nobody for a past session. */
export function useMailChoices() {
  const [notify, setNotify] = useState(true);
  const [recordPast, setRecordPast] = useState(false);
  const reset = () => {
    setNotify(true);
    setRecordPast(false);
  };
  return { notify, setNotify, recordPast, setRecordPast, reset };
}

interface CreateMailChoicesProps {
  /** The refusal of a start in the past, until staff tick "Record a past session". */
  past: string | undefined;
  choices: ReturnType<typeof useMailChoices>;
}

export function CreateMailChoices({ past, choices }: CreateMailChoicesProps) {
  return (
    <>
      {past ? (
        <Text c="red.4" size="sm" role="alert" data-testid="past-start">
          {past}
        </Text>
      ) : null}
      <Checkbox
        size="md"
        label={RECORD_PAST_LABEL}
        description="Nobody is e-mailed"
        checked={choices.recordPast}
        onChange={(event) => choices.setRecordPast(event.currentTarget.checked)}
      />
      {choices.recordPast ? null : <NotifyCustomer notify={choices.notify} onChange={choices.setNotify} />}
    </>
  );
}
