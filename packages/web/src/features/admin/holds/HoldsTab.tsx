// Holds ("pencils"): place a hold on a night for a named artist until an expiry, then confirm it
// (it becomes a booking, with the usual receipt) or release it. Each hold shows its expiry.
import {
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  DURATIONS,
  formatDateTime,
  formatSessionRange,
  type Hold,
  type HoldInput,
  START_TIMES,
} from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../adminCache";
import { toast } from "../toast";

const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

function useHoldMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { bookingsChanged } = useAdminCache();
  const holdsChanged = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.holds.list.queryFilter()),
      queryClient.invalidateQueries(trpc.bookings.byDate.pathFilter()),
    ]);
  const failed = (error: unknown) =>
    toast("Could not save", serverMessage(error) ?? "Please try again", "red");
  return {
    place: useMutation(
      trpc.admin.holds.place.mutationOptions({
        onSuccess: (hold) => toast("Hold placed", `Held for ${hold.firstName} ${hold.lastName}`, "green"),
        onError: failed,
        onSettled: holdsChanged,
      }),
    ),
    confirm: useMutation(
      trpc.admin.holds.confirm.mutationOptions({
        onSuccess: () => toast("Hold confirmed", "It is now a booking; the receipt is on its way", "green"),
        onError: failed,
        onSettled: () => Promise.all([holdsChanged(), bookingsChanged({ archive: false })]),
      }),
    ),
    release: useMutation(
      trpc.admin.holds.release.mutationOptions({
        onSuccess: () => toast("Hold released", "The time is free again", "green"),
        onError: failed,
        onSettled: holdsChanged,
      }),
    ),
  };
}

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

function PlaceHoldForm({ place }: { place: ReturnType<typeof useHoldMutations>["place"] }) {
  const trpc = useTRPC();
  const engineers = useQuery(trpc.engineers.list.queryOptions());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    place.mutate(holdInputOf(fieldsOf(event)));
  };
  return (
    <form onSubmit={submit} aria-label="Place a hold">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" style={{ alignItems: "end" }}>
        <TextInput name="firstName" label="First name" required maxLength={100} />
        <TextInput name="lastName" label="Last name" required maxLength={100} />
        <TextInput name="email" type="email" label="E-mail" required />
        <TextInput name="phone" type="tel" label="Phone" required />
        <NativeSelect
          name="engineer"
          label="Producer"
          required
          data={(engineers.data ?? []).map((e) => e.name)}
        />
        <TextInput name="date" type="date" label="Night" required />
        <NativeSelect name="startTime" label="Start" data={[...START_TIMES]} required />
        <NativeSelect name="duration" label="Hours" data={DURATIONS.map(String)} required />
        <TextInput name="expiresAt" type="datetime-local" label="Held until (default 48 h)" />
        <TextInput name="note" label="Note" maxLength={500} />
        <Checkbox name="notifyArtist" label="Notify the artist" />
        <Button type="submit" loading={place.isPending}>
          Place hold
        </Button>
      </SimpleGrid>
    </form>
  );
}

function HoldCard({ hold, m }: { hold: Hold; m: ReturnType<typeof useHoldMutations> }) {
  const busy = m.confirm.isPending || m.release.isPending;
  return (
    <Card withBorder padding="sm" data-testid="hold-card">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>
            {hold.firstName} {hold.lastName}: {formatSessionRange(hold)} with {hold.engineer}
          </Text>
          <Text size="sm" c="dimmed">
            Held until {formatDateTime(hold.expiresAt)}
            {hold.note ? `. ${hold.note}` : ""}
          </Text>
        </div>
        <Group gap="xs">
          <Button size="xs" onClick={() => m.confirm.mutate({ id: hold.id })} disabled={busy}>
            Confirm
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => m.release.mutate({ id: hold.id })}
            disabled={busy}
          >
            Release
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

export function HoldsTab() {
  const trpc = useTRPC();
  const holds = useQuery(trpc.admin.holds.list.queryOptions());
  const m = useHoldMutations();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="holds-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="holds-heading">
          Holds
        </Title>
        <PlaceHoldForm place={m.place} />
        {holds.data?.length === 0 && <Text c="dimmed">No night is held.</Text>}
        {holds.data?.map((hold) => (
          <HoldCard key={hold.id} hold={hold} m={m} />
        ))}
      </Stack>
    </Card>
  );
}
