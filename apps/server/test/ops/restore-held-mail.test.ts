// A restored backup sends nothing by itself that may have gone already: the mails waiting when the
// backup was taken are held in the copy, listed in the E-mail tab with Send and Drop.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { backupDatabase } from "../../src/cli/backup.js";
import {
  bookingPayload,
  call,
  eventually,
  login,
  startApp,
  upcoming,
} from "../../../../packages/api/test/helpers.js";

it("holds the mails waiting at the backup: none goes after the restore until staff Send it; Drop deletes one", async () => {
  // The live server books with its mail server down: the receipts and staff notices wait in the outbox.
  const live = await startApp({ smtp: "down", closeAfterTest: true });
  for (const startTime of ["12:00", "15:00"]) {
    const booked = await call(
      live.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: upcoming(5, 3), startTime }),
    );
    expect(booked.status).toBe(201);
  }
  const waiting = live.store.sqlite
    .prepare("select count(*) from email_outbox where sentAt is null and abandonedAt is null")
    .pluck()
    .get() as number;
  expect(waiting).toBeGreaterThanOrEqual(2);
  const out = mkdtempSync(path.join(tmpdir(), "studio-held-"));
  onTestFinished(() => rmSync(out, { recursive: true, force: true }));
  const backup = await backupDatabase(live.dataDir, `${out}/`);
  expect(backup.heldMails).toBe(waiting);
  // The live database itself is untouched: its mail still goes when its server is back.
  expect(
    live.store.sqlite.prepare("select count(*) from email_outbox where heldAt is not null").pluck().get(),
  ).toBe(0);

  // Restored by hand into a new DATA_DIR, as docs/operations.md says, with mail working again.
  const restored = await startApp({
    smtp: true,
    prepare: (dataDir) => copyFileSync(backup.file, path.join(dataDir, "studio.db")),
    closeAfterTest: true,
  });
  const { sink } = restored;
  const cookie = await login(restored.url);
  const outbox = await call(restored.url, "GET", "/api/admin/outbox", undefined, { cookie });
  const held = (outbox.body as { id: number; status: string; nextAttemptAt: string | null }[]).filter(
    (m) => m.status === "held",
  );
  expect(held).toHaveLength(waiting);
  expect(held.every((m) => m.nextAttemptAt === null)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the sender looks every 200 ms here
  expect(sink.messages).toHaveLength(0);

  const [first, second] = held;
  const sent = await call(restored.url, "POST", `/api/admin/outbox/${first!.id}/resend`, {}, { cookie });
  expect(sent.status).toBe(200);
  await eventually(() => sink.messages.length === 1, "the one mail staff sent");
  const dropped = await call(restored.url, "POST", `/api/admin/outbox/${second!.id}/drop`, {}, { cookie });
  expect(dropped.body).toEqual({ success: true, id: second!.id });
  const again = await call(restored.url, "POST", `/api/admin/outbox/${second!.id}/drop`, {}, { cookie });
  expect(again.status).toBe(404);
  // Only a held mail is dropped: the one just sent is refused with the reason.
  const sentOne = await call(restored.url, "POST", `/api/admin/outbox/${first!.id}/drop`, {}, { cookie });
  expect(sentOne.status).toBe(409);
  expect(sentOne.body.error).toBe("This e-mail has already been sent.");
  expect(sink.messages).toHaveLength(1);
});
