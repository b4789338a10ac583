import { type AdminCreateInput, pastStartIssues } from "@studio/domain";
import { useForm } from "react-hook-form";
import { showToast } from "../../../components/toast";
import { type BookingFormValues, createResolver, useCostOverride } from "../booking-form/booking-form";
import { slotToCheck, useAvailability } from "../booking-form/use-availability";
import { useCurrentPrice } from "../booking-form/use-current-price";
import { useStudioProfile } from "../../studio/use-studio-profile";
import { useCreateBooking, useSlotRecheck } from "./use-create-booking";

const DEFAULT_DURATION = 2;

// The Create form's defaults; the cost is set to the default duration's current price once the
// prices are read (docs/decisions.md, Default cost).
const defaultValues: BookingFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  date: "",
  startTime: "12:00",
  engineer: "",
  duration: DEFAULT_DURATION,
  totalCost: undefined,
  projectDescription: "",
  // The customer hears of a new booking; it is no past session and asks no deposit unless ticked.
  notifyCustomer: true,
  recordPast: false,
  askDeposit: false,
};

const refuse = (message: string) => showToast({ title: "Cannot create booking", message, color: "red" });

/**
 * The Create form: its fields, cost, live availability and mail choices; a past start or a conflict
 * is refused before anything is sent, and the slot is checked once more at the last moment.
 */
export function useCreateForm() {
  const form = useForm<BookingFormValues, unknown, AdminCreateInput>({
    resolver: createResolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const price = useCurrentPrice();
  const cost = useCostOverride(form, price);
  const [date, startTime, duration, recordPast] = form.watch(["date", "startTime", "duration", "recordPast"]);
  const availability = useAvailability(slotToCheck({ date, startTime, duration }));
  const { create, diary } = useCreateBooking(resetForm);
  const slotStillFree = useSlotRecheck();
  // A deposit is offered only when the studio has a deposit policy.
  const depositOffered = useStudioProfile().deposit !== null;
  // The server refuses a past start the same way; said here before anything is sent.
  const past =
    date && startTime ? pastStartIssues({ date, startTime, duration }, new Date(), recordPast === true) : [];

  function resetForm() {
    form.reset({ ...defaultValues, totalCost: price?.("", DEFAULT_DURATION) });
    cost.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    if (past[0]) return refuse(past[0].message);
    if (availability.hasConflicts) return refuse("Please resolve all conflicts before creating the booking.");
    if (!(await slotStillFree(values))) return;
    // A past session waits for no deposit (the box is not shown then).
    const askDeposit = depositOffered && !values.recordPast && values.askDeposit === true;
    await create.mutateAsync({ ...values, askDeposit }).catch(() => undefined);
  });

  const busy = create.isPending || form.formState.isSubmitting;
  return { form, cost, availability, depositOffered, past, diary, resetForm, submit, busy };
}
