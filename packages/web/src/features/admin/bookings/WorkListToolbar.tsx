import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  TextInput,
  useMatches,
} from "@mantine/core";
import { WORK_VIEW_LABELS, WORK_VIEWS, type WorkFilter, type WorkView } from "./work-list";

interface WorkListToolbarProps {
  filter: WorkFilter;
  counts: Record<WorkView, number>;
  engineers: readonly string[];
  onChange: (filter: WorkFilter) => void;
  onExport: () => void;
  onPrint: () => void;
}

/** The work list's view, search and filters, and its export and print actions. */
export function WorkListToolbar({
  filter,
  counts,
  engineers,
  onChange,
  onExport,
  onPrint,
}: WorkListToolbarProps) {
  const set = (change: Partial<WorkFilter>) => onChange({ ...filter, ...change });
  // Four views with their counts do not fit a phone's width in a row: there they stack.
  const orientation = useMatches<"vertical" | "horizontal">(
    { base: "vertical", xs: "horizontal" },
    { getInitialValueInEffect: false },
  );
  return (
    <>
      <SegmentedControl
        aria-label="Which bookings"
        fullWidth
        orientation={orientation}
        value={filter.view}
        onChange={(value) => set({ view: value as WorkView })}
        data={WORK_VIEWS.map((view) => ({
          value: view,
          label: `${WORK_VIEW_LABELS[view]} (${counts[view]})`,
        }))}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Search"
          placeholder="Name, e-mail or phone"
          type="search"
          value={filter.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
        <NativeSelect
          label="Producer"
          value={filter.engineer ?? ""}
          onChange={(event) => set({ engineer: event.currentTarget.value || null })}
          data={[
            { value: "", label: "All producers" },
            ...engineers.map((name) => ({ value: name, label: name })),
          ]}
        />
        <TextInput
          label="From night"
          type="date"
          value={filter.from ?? ""}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
        />
        <TextInput
          label="To night"
          type="date"
          value={filter.to ?? ""}
          onChange={(event) => set({ to: event.currentTarget.value || null })}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onExport}>
          Export CSV
        </Button>
        <Button size="xs" variant="default" onClick={onPrint}>
          Print a night
        </Button>
      </Group>
    </>
  );
}
