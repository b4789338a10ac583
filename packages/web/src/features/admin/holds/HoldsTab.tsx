// Holds ("pencils"): place a hold on a night for a named artist until an expiry, then confirm it
// (it becomes a booking, with the usual receipt) or release it. Each hold shows its expiry.
import { Button, Checkbox, NativeSelect, SimpleGrid, Text, TextInput } from "@mantine/core";
import { DURATIONS, type HoldInput, START_TIMES } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { SessionWhen } from "../booking-form/SessionWhen";
import { showToast } from "../../../components/toast";
import { fieldsOf } from "../form-fields";
import { HoldCard } from "./hold-card";
import { useHoldMutations } from "./use-hold-mutations";
import { MAIN_ACTION } from "../main-action";
import { SectionCard } from "../SectionCard";

function holdInputOf(fields: Record<string, string>): HoldInput {
  const {
    firstName = "",
    lastName = "",
    email = "",
    phone = "",
    date = "",
    startTime = "",
    engineer = "",
  } = fields;
  return {
    firstName,
    lastName,
    email,
    phone,
    date,
    startTime,
    engineer,
    duration: Number(fields.duration) as HoldInput["duration"],
    ...(fields.expiresAt ? { expiresAt: new Date(fields.expiresAt).toISOString() } : {}),
    ...(fields.note ? { note: fields.note } : {}),
    notifyArtist: fields.notifyArtist === "on",
  };
}

/** The fields that say when the held session is, watched so the form can say it under the start. */
const EMPTY_SLOT = { date: "", startTime: START_TIMES[0] ?? "12:00", duration: String(DURATIONS[0]) };

type Slot = typeof EMPTY_SLOT;

function PlaceHoldForm({ place }: { place: ReturnType<typeof useHoldMutations>["place"] }) {
  const [slot, setSlot] = useState(EMPTY_SLOT);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // After a save the form is emptied for the next hold; a refused one keeps what was typed.
    place.mutate(holdInputOf(fieldsOf(event)), {
      onSuccess: (hold) => {
        form.reset();
        setSlot(EMPTY_SLOT);
        showToast({
          title: "Hold placed",
          message: `Held for ${hold.firstName} ${hold.lastName}`,
          color: "green",
        });
      },
    });
  };
  return (
    <form onSubmit={submit} aria-label="Place a hold">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" style={{ alignItems: "start" }}>
        <TextInput name="firstName" label="First name" required maxLength={100} />
        <TextInput name="lastName" label="Last name" required maxLength={100} />
        <TextInput name="email" type="email" label="E-mail" required />
        <TextInput name="phone" type="tel" label="Phone" required />
        <HeldSessionFields slot={slot} onChange={setSlot} />
        <TextInput name="expiresAt" type="datetime-local" label="Held until (default 48 h)" />
        <TextInput name="note" label="Note" maxLength={500} />
        <Checkbox name="notifyArtist" label="Notify the artist" size="md" style={{ alignSelf: "end" }} />
        <Button type="submit" loading={place.isPending} style={{ alignSelf: "end" }} {...MAIN_ACTION}>
          Place hold
        </Button>
      </SimpleGrid>
    </form>
  );
}

/** The producer, night, start and hours of the held session; the start says when it really is. */
function HeldSessionFields({
  slot,
  onChange,
}: {
  slot: Slot;
  onChange: (update: (slot: Slot) => Slot) => void;
}) {
  const trpc = useTRPC();
  const producers = useQuery(trpc.engineers.list.queryOptions());
  const set = (field: keyof Slot) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    onChange((current) => ({ ...current, [field]: value }));
  };
  return (
    <>
      <NativeSelect
        name="engineer"
        label="Producer"
        required
        data={(producers.data ?? []).map((e) => e.name)}
      />
      <TextInput name="date" type="date" label="Night" required value={slot.date} onChange={set("date")} />
      <NativeSelect
        name="startTime"
        label="Start"
        data={[...START_TIMES]}
        required
        value={slot.startTime}
        onChange={set("startTime")}
        description={
          <SessionWhen date={slot.date} startTime={slot.startTime} duration={Number(slot.duration)} />
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      <NativeSelect
        name="duration"
        label="Hours"
        data={DURATIONS.map(String)}
        required
        value={slot.duration}
        onChange={set("duration")}
      />
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
