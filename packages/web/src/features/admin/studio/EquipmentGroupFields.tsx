// One equipment group in the Studio tab: its name, its items (each with a name and description),
// moved up or down, removed, and a new item added.
import { Button, Card, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import type { EquipmentGroup } from "@studio/domain";

/** The equipment form's values: the whole list, saved at once. */
export interface EquipmentValues {
  equipment: EquipmentGroup[];
}

interface GroupProps {
  form: UseFormReturn<EquipmentValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Up, Down and Remove for one entry of a list, each naming what it acts on. */
function OrderButtons(props: {
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { what, index, count, onMove, onRemove } = props;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        variant="default"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Move ${what} up`}
      >
        Up
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Move ${what} down`}
      >
        Down
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${what}`}>
        Remove
      </Button>
    </Group>
  );
}

export function EquipmentGroupFields({ form, index, count, onMove, onRemove }: GroupProps) {
  const items = useFieldArray({ control: form.control, name: `equipment.${index}.items` });
  const errors = form.formState.errors.equipment?.[index];
  const groupName = form.watch(`equipment.${index}.group`) || `group ${index + 1}`;
  const itemsError = errors?.items?.root?.message ?? errors?.items?.message;
  return (
    <Card withBorder padding="md" data-testid="equipment-group">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <TextInput
            label="Group"
            style={{ flex: "1 1 14rem" }}
            {...form.register(`equipment.${index}.group`)}
            error={errors?.group?.message}
          />
          <OrderButtons what={groupName} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Group>
        {items.fields.map((field, item) => (
          <EquipmentItemFields
            key={field.id}
            form={form}
            group={index}
            item={item}
            count={items.fields.length}
            onMove={(to) => items.move(item, to)}
            onRemove={() => items.remove(item)}
          />
        ))}
        {itemsError && (
          <Text c="red.4" size="sm" role="alert">
            {itemsError}
          </Text>
        )}
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => items.append({ name: "", description: "" })}
          >
            Add an item to {groupName}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

interface ItemProps {
  form: UseFormReturn<EquipmentValues>;
  group: number;
  item: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function EquipmentItemFields({ form, group, item, count, onMove, onRemove }: ItemProps) {
  const path = `equipment.${group}.items.${item}` as const;
  const errors = form.formState.errors.equipment?.[group]?.items?.[item];
  const name = form.watch(`${path}.name`) || `item ${item + 1}`;
  return (
    <Stack gap={6} pl="sm" style={{ borderLeft: "2px solid var(--mantine-color-dark-4)" }}>
      <TextInput label="Item" {...form.register(`${path}.name`)} error={errors?.name?.message} />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        {...form.register(`${path}.description`)}
        error={errors?.description?.message}
      />
      <OrderButtons what={name} index={item} count={count} onMove={onMove} onRemove={onRemove} />
    </Stack>
  );
}
