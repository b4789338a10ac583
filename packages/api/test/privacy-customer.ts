// The customer a privacy test finds, exports and erases, seeded on a running site with bookings,
// an archived booking, a message and mails; and a byte search of DATA_DIR for what is left of them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { call, eventually, type Json, postBooking, trpc, upcoming } from "./helpers.js";
import type { SharedAdminApp } from "./shared-app.js";

// The person to erase: every value is unique to them, so a byte search finds only them.
export const PERSON = {
  firstName: "Zebedee",
  lastName: "Quillfeather",
  email: "Zebedee.Quill@example.org",
  phone: "07700 955 111",
};
export const PROJECT = "Nightjar codename album";
export const MESSAGE = "Please call me about Marmalade Skyline tracks";
export const OTHER = {
  firstName: "Ottoline",
  lastName: "Brackenbury",
  email: "ottoline@example.net",
  phone: "07700900999",
};

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The values found (any case, as UTF-8 or UTF-16) in any file of DATA_DIR, with the file. */
export function leftovers(dataDir: string, values: string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dataDir)) {
    const bytes = readFileSync(file);
    const latin = bytes.toString("latin1").toLowerCase();
    for (const value of values) {
      const v = value.toLowerCase();
      if (latin.includes(v) || latin.includes(Buffer.from(v, "utf16le").toString("latin1")))
        found.push(`${value} in ${path.relative(dataDir, file)}`);
    }
  }
  return found;
}

/**
 * Two bookings of PERSON (one cancelled, so archived too), one of OTHER, a message from PERSON and
 * a summary mail naming both; returns the insights as they were before any erasure.
 */
export async function seedCustomer(t: SharedAdminApp): Promise<Json> {
  const first = await postBooking(t.url, {
    date: upcoming(5, 1),
    startTime: "14:00",
    ...PERSON,
    projectDescription: PROJECT,
  });
  expect(first.status).toBe(201);
  const second = await postBooking(t.url, {
    date: upcoming(6, 1),
    startTime: "14:00",
    ...PERSON,
    email: PERSON.email.toLowerCase(),
  });
  expect(second.status).toBe(201);
  // Cancelled: the booking is archived too.
  expect((await t.setStatus(second.body.id, "cancelled")).status).toBe(200);
  const other = await postBooking(t.url, { date: upcoming(0, 1), startTime: "14:00", ...OTHER });
  expect(other.status).toBe(201);
  const contact = await call(t.url, "POST", "/api/contact", {
    ...PERSON,
    phone: "+44 7700 955111",
    subject: "pricing",
    message: MESSAGE,
  });
  expect(contact.status).toBe(201);
  // A summary of upcoming bookings names both customers in one mail.
  expect((await t.admin("POST", "/api/admin/resend-notifications")).status).toBe(200);
  await eventually(
    () => readdirSync(path.join(t.dataDir, "outbox")).length >= 7,
    "receipts, staff notifications and the summary as .eml files",
  );
  return (await trpc(t.url, "query", "admin.insights", undefined, { cookie: t.cookie })).body.result?.data;
}
