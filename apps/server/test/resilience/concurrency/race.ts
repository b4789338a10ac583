// The races of the concurrency tests: one studio per file, many requests fired at once, and the
// verdict (one winner, the rest a 409 with a message, the slot held once).
import { sessionInterval } from "@studio/domain";
import { expect } from "vitest";
import type { ServiceContext } from "@studio/api/services";
import { login, type TestApp } from "../../../../../packages/api/test/helpers.js";
import { fireTogether, type RawAnswer, type RawRequest } from "../fire-together.js";
import { countRows, Tally } from "../harness.js";
import { servicesOf, startQuietApp, studioForFile } from "../studio-setup.js";

export const N = 200;

export interface Slot {
  date: string;
  startTime: string;
  duration: number;
}

export interface RaceStudio {
  t: TestApp;
  cookie: string;
  services: ServiceContext;
}

/** The file's studio, logged in; mail is not what these files test: the outbox fills, nothing is sent. */
export const raceStudio = (): RaceStudio =>
  studioForFile(async () => {
    const t = await startQuietApp({ limits: { publicPostsPerMinute: 1_000_000 } });
    return { t, cookie: await login(t.url), services: servicesOf(t) };
  });

/** Active bookings whose session overlaps the slot's interval. */
export function activeOverlapping(t: TestApp, slot: Slot): number {
  const interval = sessionInterval(slot)!;
  return countRows(
    t.store,
    "bookings",
    `status = 'confirmed' and "startMs" < ${interval.endMs} and "endMs" > ${interval.startMs}`,
  );
}

const isConflict = (answer: RawAnswer) =>
  answer.status === 409 &&
  (typeof answer.body?.error === "string"
    ? answer.body.error.length > 0
    : answer.body?.error?.data?.code === "CONFLICT" && answer.body.error.message.length > 0);

/**
 * Fires the requests together and judges the race: at most `winners` successes (exactly that
 * many), every other answer a 409 with a message, none 5xx, and then `rowsAfter` active bookings on
 * the slot. Each request is a case of the summary, and so is the row count.
 */
export async function race(
  t: TestApp,
  name: string,
  requests: RawRequest[],
  slot: Slot,
  winners = 1,
  rowsAfter = winners,
): Promise<RawAnswer[]> {
  const tally = new Tally("concurrency", name);
  const answers = await fireTogether(t.url, requests, t.app.server);
  let successes = 0;
  answers.forEach((answer, i) => {
    const success = answer.status === 200 || answer.status === 201;
    if (success) successes += 1;
    tally.check(
      success ? successes <= winners : isConflict(answer),
      `#${i} ${requests[i]!.method} ${requests[i]!.path}: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  });
  tally.check(successes === winners, `${successes} successes, expected ${winners}`);
  const rows = activeOverlapping(t, slot);
  tally.check(rows === rowsAfter, `${rows} active bookings on the slot, expected ${rowsAfter}`);
  expect(tally.finish()).toEqual([]);
  return answers;
}
