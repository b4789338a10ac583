// Add a person: name, e-mail, role, and the producer they are when their role is producer. The
// domain's schema checks it here and again on the server; they are e-mailed their enrolment link.
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { ROLES, type Role, staffInputSchema } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { toast } from "../toast";

const EMPTY = { name: "", email: "", role: "staff" as Role, producer: "" };

export function AddPersonForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const engineers = useQuery(trpc.engineers.list.queryOptions());
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation(
    trpc.admin.staff.add.mutationOptions({
      onSuccess: (person) => {
        toast("Person added", `Enrolment e-mail sent to ${person.email}`, "green");
        setForm(EMPTY);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.staff.list.queryKey() });
      },
      onError: (error) => toast("Not added", serverMessage(error) ?? "Please try again", "red"),
    }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { ...form, producer: form.role === "producer" ? form.producer : undefined };
    const parsed = staffInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    add.mutate(parsed.data);
  };

  const set = (field: keyof typeof EMPTY) => (value: string | null) =>
    setForm({ ...form, [field]: value ?? "" });
  return (
    <form onSubmit={submit} aria-label="Add a person">
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            label="Name"
            value={form.name}
            onChange={(e) => set("name")(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="E-mail"
            type="email"
            value={form.email}
            onChange={(e) => set("email")(e.currentTarget.value)}
            error={errors.email}
          />
        </Group>
        <Group grow wrap="wrap" align="flex-start">
          <Select
            label="Role"
            data={[...ROLES]}
            value={form.role}
            onChange={set("role")}
            allowDeselect={false}
            error={errors.role}
          />
          {form.role === "producer" ? (
            <Select
              label="Producer"
              data={(engineers.data ?? []).map((engineer) => engineer.name)}
              value={form.producer || null}
              onChange={set("producer")}
              error={errors.producer}
            />
          ) : null}
        </Group>
        <Group>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Adding..." : "Add person"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
