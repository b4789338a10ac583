// The outbox's bookkeeping commits without waiting for the disk (synchronous=NORMAL for that
// commit alone); every other commit stays FULL. docs/durability.md says why.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordFailure, recordSent } from "../src/mail/delivery.js";
import { enqueueMail, findMail } from "../src/store/email-outbox.js";
import { migrate } from "../src/store/migrate.js";
import { openStore, type Store } from "../src/store/store.js";

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "studio-relaxed-"));
  store = openStore(dir);
  await migrate(store);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const synchronous = () => store.sqlite.pragma("synchronous", { simple: true });
const FULL = 2;
const NORMAL = 1;

/** Records the synchronous setting in force inside each relaxed transaction the store runs. */
function watchRelaxed(): number[] {
  const seen: number[] = [];
  const relaxed = store.relaxedTransaction;
  store.relaxedTransaction = (fn) =>
    relaxed(() => {
      seen.push(synchronous() as number);
      return fn();
    });
  return seen;
}

const queueOne = () =>
  enqueueMail(
    store,
    { kind: "receipt", bookingId: null, message: { to: ["ada@example.com"], subject: "Booked", text: "Hi" } },
    new Date(),
  );

describe("relaxedTransaction", () => {
  it("commits with synchronous=NORMAL, then puts FULL back, and the rows are there for another connection", () => {
    const inside = store.relaxedTransaction(() => {
      queueOne();
      return synchronous();
    });
    expect(inside).toBe(NORMAL);
    expect(synchronous()).toBe(FULL);
    const other = new Database(store.file, { readonly: true });
    expect(other.prepare("select count(*) as n from email_outbox").get()).toEqual({ n: 1 });
    other.close();
  });

  it("puts FULL back when the transaction throws, and rolls it back", () => {
    expect(() =>
      store.relaxedTransaction(() => {
        queueOne();
        throw new Error("refused");
      }),
    ).toThrow("refused");
    expect(synchronous()).toBe(FULL);
    expect(store.sqlite.prepare("select count(*) as n from email_outbox").get()).toEqual({ n: 0 });
  });

  it("inside another transaction is part of it: rolled back with it", () => {
    expect(() =>
      store.transaction(() => {
        store.relaxedTransaction(queueOne);
        throw new Error("outer refused");
      }),
    ).toThrow("outer refused");
    expect(store.sqlite.prepare("select count(*) as n from email_outbox").get()).toEqual({ n: 0 });
    expect(synchronous()).toBe(FULL);
  });
});

describe("the outbox's marks", () => {
  it("a sent mail and a failed attempt are recorded through a relaxed transaction", () => {
    const seen = watchRelaxed();
    const sent = findMail(store, queueOne())!;
    recordSent(store, sent, 1, new Date());
    const failed = findMail(store, queueOne())!;
    const failure = { attempts: 1, now: new Date(), reason: "451 try later" };
    recordFailure(store, failed, failure, { baseMs: 1000, maxMs: 60_000 }, undefined);
    expect(seen).toEqual([NORMAL, NORMAL]);
    expect(findMail(store, sent.id)?.sentAt).not.toBeNull();
    expect(findMail(store, failed.id)).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: "451 try later",
    });
    expect(synchronous()).toBe(FULL);
  });
});
