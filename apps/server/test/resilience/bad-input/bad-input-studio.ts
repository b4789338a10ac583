// The studio the bad-input tests knock on: every limit wide open (wrong passwords are part of the
// battery; the throttle is not what these files test), logged in, with something for each door to
// act on — a booking, an archived one, a message — and the ways to send a raw body to a door.
import { createAdminBooking } from "@studio/api/services";
import {
  type Answer,
  call,
  login,
  type TestApp,
  upcoming,
} from "../../../../../packages/api/test/helpers.js";
import { archivedIdOf } from "../harness.js";
import {
  adminInput,
  cancelledBooking,
  servicesOf,
  leaveMessage,
  startQuietApp,
  studioForFile,
} from "../studio-setup.js";

export interface BadInputStudio {
  t: TestApp;
  cookie: string;
  bookingId: string;
  messageId: string;
  archivedId: string;
}

/** The file's studio and its scene, made before its tests (closed after them). */
export const badInputStudio = (): BadInputStudio =>
  studioForFile(async () => {
    const t = await startQuietApp({
      limits: {
        publicPostsPerMinute: 1_000_000,
        managePerMinute: 1_000_000,
        loginFailures: 1_000_000,
        loginFailuresGlobal: 1_000_000,
      },
    });
    const cookie = await login(t.url);
    const services = servicesOf(t);
    const bookingId = createAdminBooking(
      services,
      adminInput({ date: upcoming(5, 2), startTime: "12:00" }),
    ).id;
    const cancelled = cancelledBooking(services, { date: upcoming(5, 2), startTime: "16:00" });
    const message = await leaveMessage(t.url);
    return {
      t,
      cookie,
      bookingId,
      messageId: message.body.id,
      archivedId: archivedIdOf(t.store, cancelled.id),
    };
  });

export type Send = (raw: string) => Promise<Answer>;

export const json = { "content-type": "application/json" };

/** Ways to send a raw body to a door: REST, a tRPC mutation, a tRPC query (as a GET's input). */
export function sendersOf(studio: BadInputStudio) {
  const rest =
    (method: string, path: string, admin: boolean): Send =>
    (raw) =>
      call(studio.t.url, method, path, undefined, {
        raw,
        headers: json,
        ...(admin ? { cookie: studio.cookie } : {}),
      });
  const mutation = (name: string, admin: boolean) => rest("POST", `/trpc/${name}`, admin);
  const query =
    (name: string): Send =>
    (raw) =>
      call(studio.t.url, "GET", `/trpc/${name}?input=${encodeURIComponent(raw)}`, undefined, {
        cookie: studio.cookie,
      });
  return { rest, mutation, query };
}
