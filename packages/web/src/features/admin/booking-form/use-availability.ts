import { useDebouncedValue } from "@mantine/hooks";
import { isDuration, isoDateSchema, timeSchema } from "@studio/domain";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../../trpc";

export interface SlotQuery {
  date: string;
  startTime: string;
  duration: number;
  excludeId?: string;
}

/** The availability check waits for 300 ms of calm. */
const AVAILABILITY_DEBOUNCE_MS = 300;

/** The slot to check, or null until date, start time and duration are all well-formed. */
export function slotToCheck(
  values: { date?: string; startTime?: string; duration?: number },
  excludeId?: string,
): SlotQuery | null {
  const { date = "", startTime = "", duration } = values;
  if (!isoDateSchema.safeParse(date).success || !timeSchema.safeParse(startTime).success) return null;
  if (!isDuration(duration)) return null;
  return { date, startTime, duration, ...(excludeId ? { excludeId } : {}) };
}

const sameSlot = (a: SlotQuery, b: SlotQuery) =>
  a.date === b.date &&
  a.startTime === b.startTime &&
  a.duration === b.duration &&
  a.excludeId === b.excludeId;

/**
 * The server's availability answer for a slot being typed in, asked 300 ms after the last change.
 * `checking` covers both the wait and the request.
 */
export function useAvailability(slot: SlotQuery | null) {
  const trpc = useTRPC();
  const { date, startTime, duration, excludeId } = slot ?? {};
  // One object per slot value, so the debounce timer restarts only when the slot itself changes.
  const current = useMemo(
    () =>
      date !== undefined && startTime !== undefined && duration !== undefined
        ? { date, startTime, duration, ...(excludeId ? { excludeId } : {}) }
        : null,
    [date, startTime, duration, excludeId],
  );
  const [debounced] = useDebouncedValue(current, AVAILABILITY_DEBOUNCE_MS);
  const settled = current !== null && debounced !== null && sameSlot(current, debounced);
  const query = useQuery(trpc.admin.bookings.availability.queryOptions(settled ? debounced : skipToken));

  const answer = settled ? query.data : undefined;
  return {
    slot: current,
    checking: current !== null && (!settled || query.isFetching),
    answer,
    failed: settled && query.isError,
    hasConflicts: (answer?.conflicts.length ?? 0) > 0,
  };
}

export type AvailabilityState = ReturnType<typeof useAvailability>;
