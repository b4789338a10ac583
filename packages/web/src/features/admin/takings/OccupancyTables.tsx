import { SimpleGrid, Table } from "@mantine/core";
import type { RangeInsights } from "@studio/domain";
import { percent } from "./insight-ranges";

/** Booked hours over open hours: per studio night of the week, and per producer. */
export function OccupancyTables({ occupancy }: { occupancy: RangeInsights["occupancy"] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="occupancy">
      <Table captionSide="top" striped withTableBorder>
        <Table.Caption>Occupancy by night: {percent(occupancy.rate)} of open hours booked</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Night</Table.Th>
            <Table.Th scope="col">Booked / open hours</Table.Th>
            <Table.Th scope="col">Occupancy</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occupancy.byWeekday.map((row) => (
            <Table.Tr key={row.weekday}>
              <Table.Th scope="row">{row.weekday}</Table.Th>
              <Table.Td>
                {row.bookedHours} / {row.openHours}
              </Table.Td>
              <Table.Td>{percent(row.rate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table captionSide="top" striped withTableBorder>
        <Table.Caption>Occupancy by producer</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Producer</Table.Th>
            <Table.Th scope="col">Booked hours</Table.Th>
            <Table.Th scope="col">Of open hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occupancy.byProducer.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>No sessions in this range</Table.Td>
            </Table.Tr>
          ) : (
            occupancy.byProducer.map((row) => (
              <Table.Tr key={row.engineer}>
                <Table.Th scope="row">{row.engineer}</Table.Th>
                <Table.Td>{row.bookedHours}</Table.Td>
                <Table.Td>{percent(row.rate)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </SimpleGrid>
  );
}
