/**
 * How a customer who arrives at night finds the door. The street door is locked late; a session
 * that starts at or after `LATE_ARRIVAL_FROM` (or after midnight) is told how to get in, in its
 * receipt, its reminder and on the manage page. The text comes from the studio profile.
 */
const LATE_ARRIVAL_FROM = "22:00";

/** What a late arrival is told when the studio profile does not say ({messagingNumber} filled in). */
export const DEFAULT_LATE_ARRIVAL =
  "Arriving after 10 PM? The street door is locked at night: text {messagingNumber} when you are outside and your producer will come down to let you in.";

/** True for a start ('HH:MM') at or after 10 PM, or after midnight (before the studio opens at noon). */
export function arrivesLate(startTime: string): boolean {
  return startTime >= LATE_ARRIVAL_FROM || startTime < "12:00";
}

/** The directions for a late start, with the studio's number; null for a daytime start. */
export function lateArrivalText(
  startTime: string,
  profile: { lateArrival?: string | undefined; messagingNumber: string },
): string | null {
  if (!arrivesLate(startTime)) return null;
  return (profile.lateArrival ?? DEFAULT_LATE_ARRIVAL).replaceAll(
    "{messagingNumber}",
    profile.messagingNumber,
  );
}
