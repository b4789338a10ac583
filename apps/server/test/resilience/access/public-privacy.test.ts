// Who may do what: public answers never carry a customer's name, e-mail or phone — every public
// read, a batch, a clash, a refusal — while the admin's answers do (so the scanner can see them).
import { describe, expect, it } from "vitest";
import {
  type Answer,
  bookingPayload,
  call,
  type Json,
  login,
  trpc,
  upcoming,
} from "../../../../../packages/api/test/helpers.js";
import { registeredProcedures, registeredRoutes, Tally } from "../harness.js";
import { accessStudio } from "./access-studio.js";

const studio = accessStudio();

type PublicAnswer = [string, () => Promise<Answer<Json>>];

/** A booking and a message with names no other test uses: what must never leak. */
async function plantCustomers(date: string): Promise<string[]> {
  const customer = {
    firstName: "Zebedee",
    lastName: "Quixotic-Marker",
    email: "quixotic.marker@example.org",
    phone: "07700 987654",
  };
  const made = await call(
    studio.t.url,
    "POST",
    "/api/bookings",
    bookingPayload({ ...customer, date, startTime: "20:00", duration: 4 }),
  );
  expect(made.status).toBe(201);
  const contact = await call(studio.t.url, "POST", "/api/contact", {
    firstName: "Yolanda",
    lastName: "Contact-Marker",
    email: "contact.marker@example.org",
    phone: "07700 123789",
    subject: "pricing",
    message: "How much is a day?",
  });
  expect(contact.status).toBe(201);
  return [
    customer.firstName,
    customer.lastName,
    customer.email,
    "07700987654",
    "Yolanda",
    "Contact-Marker",
    "contact.marker@example.org",
    "07700123789",
  ];
}

/** Every public GET route (on three days, with and without a forged cookie) and public query. */
function publicReads(date: string): PublicAnswer[] {
  const forged = `studio-admin=${Buffer.alloc(90, 3).toString("base64")}`;
  const reads: PublicAnswer[] = [];
  for (const route of registeredRoutes(studio.t.app.printRoutes({ commonPrefix: false }))) {
    const [method, pathname] = route.split(" ") as [string, string];
    if (method !== "GET" || pathname.startsWith("/api/admin/")) continue;
    for (const day of [date, upcoming(0, 3), upcoming(5, 3)]) {
      const concrete = pathname.replace(":date", day);
      reads.push([`GET ${concrete}`, () => call(studio.t.url, "GET", concrete)]);
      reads.push([
        `GET ${concrete} (forged cookie)`,
        () => call(studio.t.url, "GET", concrete, undefined, { cookie: forged }),
      ]);
      if (concrete === pathname) break;
    }
  }
  for (const procedure of registeredProcedures().filter(
    (p) => p.kind === "query" && !p.name.startsWith("admin."),
  )) {
    reads.push([
      `tRPC ${procedure.name}`,
      () =>
        trpc(
          studio.t.url,
          "query",
          procedure.name,
          procedure.name === "bookings.byDate" ? { date } : undefined,
        ),
    ]);
  }
  return reads;
}

/** A batch, clashes, a refusal, another visitor's message, an unknown path, a missing session. */
function otherPublicAnswers(date: string): PublicAnswer[] {
  const batch = ["studio.profile", "engineers.list", "bookings.byDate"].join(",");
  const batchInput = encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: { date } }));
  return [
    [`tRPC batch ${batch}`, () => call(studio.t.url, "GET", `/trpc/${batch}?batch=1&input=${batchInput}`)],
    // Someone else trying the same slot learns that it is taken, not by whom.
    [
      "POST /api/bookings (conflict)",
      () => call(studio.t.url, "POST", "/api/bookings", bookingPayload({ date, startTime: "21:00" })),
    ],
    [
      "tRPC bookings.create (conflict)",
      () => trpc(studio.t.url, "mutation", "bookings.create", bookingPayload({ date, startTime: "22:00" })),
    ],
    ["POST /api/bookings (invalid)", () => call(studio.t.url, "POST", "/api/bookings", { date })],
    [
      "POST /api/contact (another visitor)",
      () =>
        call(studio.t.url, "POST", "/api/contact", {
          firstName: "A",
          lastName: "B",
          email: "a@b.co",
          subject: "other",
          message: "Hello there studio",
        }),
    ],
    ["GET /api/unknown", () => call(studio.t.url, "GET", "/api/unknown")],
    ["GET /api/admin/bookings (no session)", () => call(studio.t.url, "GET", "/api/admin/bookings")],
  ];
}

describe("privacy of public answers", () => {
  it("no public answer carries a customer's name, e-mail or phone", async () => {
    studio.now = Date.now();
    const date = upcoming(6, 3);
    const secrets = await plantCustomers(date);
    const leaks = (text: string) =>
      secrets.filter((s) =>
        text
          .toLowerCase()
          .replace(/(\d) (?=\d)/g, "$1")
          .includes(s.toLowerCase()),
      );
    const publicAnswers = [...publicReads(date), ...otherPublicAnswers(date)];
    const tally = new Tally("access", "public answers scanned for customers' names, e-mails, phones");
    for (const [label, send] of publicAnswers) {
      const answer = await send();
      const found = leaks(answer.text);
      tally.check(
        answer.status < 500 && found.length === 0,
        `${label}: ${answer.status} leaks ${found.join(", ")}`,
      );
    }
    // The scanner does find them where they belong: in the admin's answers.
    const cookie = await login(studio.t.url);
    const adminDay = await call(studio.t.url, "GET", `/api/bookings/date/${date}`, undefined, { cookie });
    const messages = await call(studio.t.url, "GET", "/api/admin/messages", undefined, { cookie });
    tally.check(
      leaks(adminDay.text + messages.text).length === secrets.length,
      "the scanner sees the admin's data",
    );
    expect(publicAnswers.length).toBeGreaterThanOrEqual(15);
    expect(tally.finish()).toEqual([]);
  });
});
