import type { AppRouter } from "@studio/api/router";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { customerQuerySchema, formatStaffTimestamp } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { SearchCard } from "../SearchCard";
import { TabLoader } from "../TabLoader";
import { CustomerRecordView } from "./CustomerRecordView";
import { EraseCustomer } from "./EraseCustomer";

/** Customers' data: find everything held about one customer, export it (subject access), erase it. */
export function PrivacyTab() {
  const trpc = useTRPC();
  const [query, setQuery] = useState<string | null>(null);
  const found = useQuery({
    ...trpc.admin.privacy.find.queryOptions({ q: query ?? "" }),
    enabled: query !== null,
  });

  const record = found.data;
  const total = record ? heldCount(record) : 0;

  return (
    <Stack gap="lg">
      <SearchCard
        id="privacy-find-title"
        title="Find a customer"
        description="Everything held about one person: bookings, archived bookings, holds, messages and e-mails sent."
        label="Customer's e-mail or phone"
        schema={customerQuerySchema}
        onSearch={setQuery}
      />

      {query !== null && found.isPending && <TabLoader label="Searching..." />}
      {found.isError && (
        <Alert color="red" title="Could not search">
          {found.error.message}
        </Alert>
      )}
      {record && total === 0 && (
        <Text c="dark.1" ta="center" py="md">
          Nothing is held about this customer
        </Text>
      )}
      {record && total > 0 && (
        <Stack gap="md">
          <RecordActions record={record} onErased={() => setQuery(record.query)} />
          <CustomerRecordView record={record} />
        </Stack>
      )}
      <ErasureAudit />
    </Stack>
  );
}

type CustomerRecord = inferRouterOutputs<AppRouter>["admin"]["privacy"]["find"];

/** How many things are held about the customer. */
const heldCount = (record: CustomerRecord) =>
  record.bookings.length +
  record.archivedBookings.length +
  record.messages.length +
  record.mails.length +
  record.holds.length;

/** What was found, in counts, with its exports and the erasure. */
function RecordActions({ record, onErased }: { record: CustomerRecord; onErased: () => void }) {
  const exportHref = (format: "json" | "csv") =>
    `/api/admin/customers/export?q=${encodeURIComponent(record.query)}&format=${format}`;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text fw={600}>
        {record.bookings.length} booking(s), {record.archivedBookings.length} archived,{" "}
        {record.messages.length} message(s), {record.mails.length} e-mail(s)
        {record.holds.length > 0 ? `, ${record.holds.length} hold(s)` : ""}
      </Text>
      <Group gap="xs">
        <Button component="a" href={exportHref("json")} download variant="default">
          Export JSON
        </Button>
        <Button component="a" href={exportHref("csv")} download variant="default">
          Export CSV
        </Button>
        <EraseCustomer query={record.query} onErased={onErased} />
      </Group>
    </Group>
  );
}

function ErasureAudit() {
  const trpc = useTRPC();
  const audit = useQuery(trpc.admin.privacy.audit.queryOptions());
  if (!audit.data || audit.data.length === 0) return null;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Erasures
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {audit.data.map((entry) => (
          <Text component="li" size="sm" key={entry.id}>
            {formatStaffTimestamp(entry.at, new Date())}:{" "}
            {entry.action === "erase" ? "customer erased" : "retention"} by {entry.actor} (
            {Object.entries(entry.counts)
              .filter(([, n]) => n > 0)
              .map(([what, n]) => `${n} ${what}`)
              .join(", ")}
            )
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
