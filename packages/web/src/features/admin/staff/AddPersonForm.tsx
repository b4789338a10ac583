// Add a person: name, e-mail, role, and the producer they are when their role is producer. The
// domain's schema checks it here and again on the server; they are e-mailed their enrolment link.
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { ROLES, type StaffInput, staffInputSchema } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

type PersonValues = z.input<typeof staffInputSchema>;
type PersonForm = UseFormReturn<PersonValues, unknown, StaffInput>;

const EMPTY: PersonValues = { name: "", email: "", role: "staff", producer: "" };

export function AddPersonForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listed = useQuery(trpc.engineers.list.queryOptions());
  const form = useForm<PersonValues, unknown, StaffInput>({
    resolver: zodResolver(staffInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const add = useMutation(
    trpc.admin.staff.add.mutationOptions({
      onSuccess: (person) => {
        showToast({
          title: "Person added",
          message: `Enrolment e-mail sent to ${person.email}`,
          color: "green",
        });
        form.reset(EMPTY);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.staff.list.queryKey() });
      },
      onError: (error) =>
        showToast({ title: "Not added", message: serverMessage(error) ?? "Please try again", color: "red" }),
    }),
  );
  // Only a producer is linked to one of the studio's producers.
  const submit = form.handleSubmit(({ producer, ...person }) =>
    add.mutate(person.role === "producer" ? { ...person, producer } : person),
  );

  return (
    <form onSubmit={submit} aria-label="Add a person" noValidate>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <TextInput label="Name" {...form.register("name")} error={errors.name?.message} />
          <TextInput label="E-mail" type="email" {...form.register("email")} error={errors.email?.message} />
        </Group>
        <RoleFields form={form} producers={(listed.data ?? []).map((row) => row.name)} />
        <Group>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Adding..." : "Add person"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The role, and the producer the person is when their role is producer. */
function RoleFields({ form, producers }: { form: PersonForm; producers: string[] }) {
  const role = form.watch("role");
  return (
    <Group grow wrap="wrap" align="flex-start">
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Select
            label="Role"
            data={[...ROLES]}
            value={field.value}
            onChange={(value) => field.onChange(value ?? "staff")}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={form.formState.errors.role?.message}
          />
        )}
      />
      {role === "producer" ? (
        <Controller
          control={form.control}
          name="producer"
          render={({ field }) => (
            <Select
              label="Producer"
              data={producers}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              error={form.formState.errors.producer?.message}
            />
          )}
        />
      ) : null}
    </Group>
  );
}
