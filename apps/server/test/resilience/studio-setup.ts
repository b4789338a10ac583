// The studio a resilience test starts, and the few moves many of them make on it: start it quiet
// (mail is not what most of these files test), close it however the test ends, reach its services
// directly, make a staff booking, try a password.
import type { AdminBookingInput, Booking } from "@studio/domain";
import { afterAll, beforeAll } from "vitest";
import { createAdminBooking, type ServiceContext, setBookingStatus } from "@studio/api/services";
import {
  type Answer,
  bookingPayload,
  type CallOptions,
  call,
  profile,
  startApp,
  type TestApp,
  type TestAppOptions,
} from "../../../../packages/api/test/helpers.js";
import type { RawRequest } from "./fire-together.js";

/** A studio whose outbox fills but sends nothing: resend and test e-mails reach no mail server. */
export async function startQuietApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await startApp(options);
  await t.mailer.stop();
  return t;
}

/**
 * The studio a test file shares: `start` runs before the file's tests and fills in the object this
 * returns (so read its fields inside tests, not at import); the studio is closed after them.
 */
export function studioForFile<S extends { t: TestApp }>(start: () => Promise<S>): S {
  const studio = {} as S;
  beforeAll(async () => {
    Object.assign(studio, await start());
  });
  afterAll(() => studio.t.close());
  return studio;
}

/** Runs `test` against a studio of its own, closed afterwards whatever happens. */
export async function withApp<T>(options: TestAppOptions, test: (app: TestApp) => Promise<T>): Promise<T> {
  const app = await startApp(options);
  try {
    return await test(app);
  } finally {
    await app.close();
  }
}

/** The use-cases' context over a running studio, for setting a scene without HTTP. */
export function servicesOf(t: TestApp, clock: () => Date = () => new Date()): ServiceContext {
  return { store: t.store, profile, clock, mailer: t.mailer, publicUrl: t.url };
}

/** A staff booking's input: the public payload without the price (staff may leave it out). */
export function adminInput(overrides: Record<string, unknown> = {}): AdminBookingInput {
  const { totalCost: _cost, ...payload } = bookingPayload(overrides);
  return payload as AdminBookingInput;
}

/** A staff booking made and then cancelled (so it sits in the archive). */
export function cancelledBooking(services: ServiceContext, overrides: Record<string, unknown>): Booking {
  const booking = createAdminBooking(services, adminInput(overrides));
  return setBookingStatus(services, booking.id, { status: "cancelled" });
}

/** A message left through the public contact form (REST); override who sends it and what. */
export const leaveMessage = (base: string, overrides: Record<string, unknown> = {}): Promise<Answer> =>
  call(base, "POST", "/api/contact", {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    subject: "pricing",
    message: "How much is a weekend?",
    ...overrides,
  });

/** One login attempt over REST with this password. */
export const tryLogin = (base: string, password: string, options: CallOptions = {}): Promise<Answer> =>
  call(base, "POST", "/api/admin/login", { password }, options);

/** `n` wrong passwords, the i-th sent with the headers `headersOf(i)` (a client's address). */
export function wrongGuesses(
  n: number,
  headersOf: (i: number) => Record<string, string>,
  pathOf: (i: number) => string = () => "/api/admin/login",
): RawRequest[] {
  return Array.from({ length: n }, (_, i) => ({
    method: "POST",
    path: pathOf(i),
    body: { password: `guess-${i}` },
    headers: headersOf(i),
  }));
}
