// Holds ("pencils"): place a hold on a night for a named artist until an expiry, then confirm it
// (it becomes a booking, with the usual receipt) or release it. Each hold shows its expiry.
import { Checkbox, NativeSelect, Text, TextInput } from "@mantine/core";
import { DURATIONS, type HoldInput, holdExpiryInstant, holdInputSchema, START_TIMES } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useTRPC } from "../../../trpc";
import { SessionWhen } from "../booking-form/SessionWhen";
import { showToast } from "../../../components/toast";
import { fieldOf, payloadResolver, unlessEmpty } from "../form-fields";
import { HoldCard } from "./hold-card";
import { useHoldMutations } from "./use-hold-mutations";
import { ProducerSelect } from "../ProducerSelect";
import { RowForm } from "../RowForm";
import { SectionCard } from "../SectionCard";

const EMPTY_HOLD = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  engineer: "",
  date: "",
  startTime: START_TIMES[0] ?? "12:00",
  duration: String(DURATIONS[0]),
  /** London's date and time, as the picker gives it; empty: the studio's default expiry. */
  expiresAt: "",
  note: "",
  notifyArtist: false,
};
type HoldFields = typeof EMPTY_HOLD;
type HoldForm = UseFormReturn<HoldFields, unknown, HoldInput>;

const resolver = payloadResolver(holdInputSchema, ({ duration, expiresAt, note, ...hold }: HoldFields) => ({
  ...hold,
  duration: Number(duration),
  ...(expiresAt ? { expiresAt: holdExpiryInstant(expiresAt) } : {}),
  ...unlessEmpty("note", note),
}));

function PlaceHoldForm({ place }: { place: ReturnType<typeof useHoldMutations>["place"] }) {
  const form = useForm<HoldFields, unknown, HoldInput>({ resolver, defaultValues: EMPTY_HOLD });
  // After a save the form is emptied for the next hold (the producer stays); a refused one keeps
  // what was typed.
  const submit = form.handleSubmit((input) =>
    place.mutate(input, {
      onSuccess: (hold) => {
        form.reset({ ...EMPTY_HOLD, engineer: input.engineer });
        showToast({
          title: "Hold placed",
          message: `Held for ${hold.firstName} ${hold.lastName}`,
          color: "green",
        });
      },
    }),
  );
  const field = (name: keyof HoldFields) => fieldOf(form, name);
  return (
    <RowForm label="Place a hold" onSubmit={submit} columns={4} action="Place hold" pending={place.isPending}>
      <TextInput label="First name" required maxLength={100} {...field("firstName")} />
      <TextInput label="Last name" required maxLength={100} {...field("lastName")} />
      <TextInput type="email" label="E-mail" required {...field("email")} />
      <TextInput type="tel" label="Phone" required {...field("phone")} />
      <HeldSessionFields form={form} />
      <TextInput
        type="datetime-local"
        label="Held until (default 48 h)"
        description="London time"
        {...field("expiresAt")}
      />
      <TextInput label="Note" maxLength={500} {...field("note")} />
      <Checkbox
        label="Notify the artist"
        size="md"
        style={{ alignSelf: "end" }}
        {...form.register("notifyArtist")}
      />
    </RowForm>
  );
}

/** The producer, night, start and hours of the held session; the start says when it really is. */
function HeldSessionFields({ form }: { form: HoldForm }) {
  const trpc = useTRPC();
  const listed = useQuery(trpc.engineers.list.queryOptions());
  const producers = (listed.data ?? []).map((e) => e.name);
  const [date, startTime, duration] = form.watch(["date", "startTime", "duration"]);
  return (
    <>
      <ProducerSelect form={form} producers={producers} />
      <TextInput type="date" label="Night" required {...fieldOf(form, "date")} />
      <NativeSelect
        label="Start"
        data={[...START_TIMES]}
        required
        {...fieldOf(form, "startTime")}
        description={<SessionWhen date={date} startTime={startTime} duration={Number(duration)} />}
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      <NativeSelect label="Hours" data={DURATIONS.map(String)} required {...fieldOf(form, "duration")} />
    </>
  );
}

export function HoldsTab() {
  const trpc = useTRPC();
  const holds = useQuery(trpc.admin.holds.list.queryOptions());
  const { place } = useHoldMutations();
  return (
    <SectionCard id="holds-heading" title="Holds" gap="md">
      <PlaceHoldForm place={place} />
      {holds.data?.length === 0 && <Text c="dimmed">No night is held.</Text>}
      {holds.data?.map((hold) => (
        <HoldCard key={hold.id} hold={hold} />
      ))}
    </SectionCard>
  );
}
