// Equipment: the groups and their items as the equipment page and the booking page show them.
// Added, renamed, reordered and removed here, checked by the domain's schema before sending and
// again on the server; saved whole, live on the pages within seconds.
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { type EquipmentGroup, equipmentSchema } from "@studio/domain";
import { useFieldArray, useForm } from "react-hook-form";
import * as z from "zod/mini";
import { EquipmentGroupFields, type EquipmentValues } from "./EquipmentGroupFields";
import { type StudioDocument, useSaveStudio } from "./studio-document";

const equipmentFormSchema = z.object({ equipment: equipmentSchema });

export function EquipmentForm({ equipment }: { equipment: StudioDocument["equipment"] }) {
  const save = useSaveStudio("Equipment");
  const form = useForm<EquipmentValues>({
    resolver: zodResolver(equipmentFormSchema),
    defaultValues: { equipment: structuredClone(equipment) as EquipmentGroup[] },
  });
  const groups = useFieldArray({ control: form.control, name: "equipment" });
  const submit = form.handleSubmit((values) => save.mutate({ equipment: values.equipment }));
  const listError =
    form.formState.errors.equipment?.root?.message ?? form.formState.errors.equipment?.message;
  return (
    <form onSubmit={submit} aria-label="Equipment" noValidate>
      <Stack gap="sm">
        <Title order={3}>Equipment</Title>
        <Text size="sm">The gear on the equipment page, by group; the booking page shows four of them.</Text>
        {groups.fields.map((field, index) => (
          <EquipmentGroupFields
            key={field.id}
            form={form}
            index={index}
            count={groups.fields.length}
            onMove={(to) => groups.move(index, to)}
            onRemove={() => groups.remove(index)}
          />
        ))}
        {listError && (
          <Text c="red.4" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            onClick={() => groups.append({ group: "", items: [{ name: "", description: "" }] })}
          >
            Add a group
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save equipment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
