import { Box, Button, Textarea } from "@mantine/core";
import { CustomerFields } from "../../components/CustomerFields";
import { PrivacyNote } from "../../components/PrivacyNote";
import classes from "./SessionDetails.module.css";
import type { BookingForm } from "./use-booking-form";

interface CustomerAndReserveProps {
  form: BookingForm;
  /** A Thursday is booked by enquiry (above), never reserved here. */
  enquiry: boolean;
  pending: boolean;
  /** No start of the chosen night can be chosen: Reserve waits for another night. */
  noStart: boolean;
}

/** The form's later part: the customer, the project, the privacy note and Reserve (wider screens). */
export function CustomerAndReserve({ form, enquiry, pending, noStart }: CustomerAndReserveProps) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <CustomerFields register={register} errors={errors} idPrefix="booking" phoneRequired />
      <Textarea
        label="Project Description"
        description="Optional: tell us about your project, references or what you want to achieve."
        // It grows with the text by CSS (field-sizing), where the browser can: Mantine's autosize
        // measured the field's computed style as the form mounted, a forced style recalculation
        // of the whole new section inside that long task.
        rows={3}
        resize="vertical"
        classNames={{ input: classes.growing }}
        {...register("projectDescription")}
        error={errors.projectDescription?.message}
      />

      <PrivacyNote />
      {!enquiry && (
        <>
          <Button type="submit" size="lg" disabled={pending || noStart} fullWidth visibleFrom="sm">
            {pending ? "Processing..." : "Reserve Session"}
          </Button>
          <Box className={classes.barSpace} hiddenFrom="sm" />
        </>
      )}
    </>
  );
}
