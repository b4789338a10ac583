import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  TextInput,
  useMatches,
} from "@mantine/core";
import { ProvisionalFilter } from "./ProvisionalFilter";
import { WORK_VIEW_LABELS, WORK_VIEWS, type WorkFilter, type WorkView } from "./work-list";

interface WorkListToolbarProps {
  filter: WorkFilter;
  counts: Record<WorkView, number>;
  /** Provisional bookings in the view (the other filters applied). */
  provisional: number;
  producers: readonly string[];
  onChange: (filter: WorkFilter) => void;
  onExport: () => void;
  onPrint: () => void;
}

/** The work list's view, search and filters, and its export and print actions. */
export function WorkListToolbar({
  filter,
  counts,
  provisional,
  producers,
  onChange,
  onExport,
  onPrint,
}: WorkListToolbarProps) {
  const set = (change: Partial<WorkFilter>) => onChange({ ...filter, ...change });
  return (
    <>
      <WorkViews view={filter.view} counts={counts} onView={(view) => set({ view })} />
      <WorkListFilters filter={filter} producers={producers} set={set} />
      <WorkListActions
        provisionalOnly={filter.provisionalOnly === true}
        provisional={provisional}
        onProvisionalOnly={(provisionalOnly) => set({ provisionalOnly })}
        onExport={onExport}
        onPrint={onPrint}
      />
    </>
  );
}

interface WorkViewsProps {
  view: WorkView;
  counts: Record<WorkView, number>;
  onView: (view: WorkView) => void;
}

/** Which bookings: each view with its count. */
function WorkViews({ view, counts, onView }: WorkViewsProps) {
  // Four views with their counts do not fit a phone's width in a row: there they stack.
  const orientation = useMatches<"vertical" | "horizontal">(
    { base: "vertical", xs: "horizontal" },
    { getInitialValueInEffect: false },
  );
  return (
    <SegmentedControl
      aria-label="Which bookings"
      fullWidth
      orientation={orientation}
      value={view}
      onChange={(value) => onView(value as WorkView)}
      data={WORK_VIEWS.map((each) => ({
        value: each,
        label: `${WORK_VIEW_LABELS[each]} (${counts[each]})`,
      }))}
    />
  );
}

interface WorkListFiltersProps {
  filter: WorkFilter;
  producers: readonly string[];
  set: (change: Partial<WorkFilter>) => void;
}

/** Search, producer and the nights from and to. */
function WorkListFilters({ filter, producers, set }: WorkListFiltersProps) {
  return (
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
          ...producers.map((name) => ({ value: name, label: name })),
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
  );
}

interface WorkListActionsProps {
  provisionalOnly: boolean;
  provisional: number;
  onProvisionalOnly: (on: boolean) => void;
  onExport: () => void;
  onPrint: () => void;
}

/** The provisional filter (when there are any), the export and the print. */
function WorkListActions({
  provisionalOnly,
  provisional,
  onProvisionalOnly,
  onExport,
  onPrint,
}: WorkListActionsProps) {
  return (
    <Group gap="xs">
      <ProvisionalFilter on={provisionalOnly} count={provisional} onChange={onProvisionalOnly} />
      <Button size="xs" variant="default" onClick={onExport}>
        Export CSV
      </Button>
      <Button size="xs" variant="default" onClick={onPrint}>
        Print a night
      </Button>
    </Group>
  );
}
