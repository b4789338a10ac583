// The passkeys and webauthn_challenges tables.
import type { Selectable } from "kysely";
import type { PasskeysTable, WebauthnChallengesTable } from "./staff-tables.js";
import type { Store } from "./store.js";

export type PasskeyRow = Selectable<PasskeysTable>;

export function insertPasskey(store: Store, row: PasskeyRow): void {
  store.run(store.db.insertInto("passkeys").values(row));
}

export function findPasskey(store: Store, id: string): PasskeyRow | undefined {
  return store.get(store.db.selectFrom("passkeys").selectAll().where("id", "=", id));
}

export function passkeysOf(store: Store, personId: string): PasskeyRow[] {
  return store.all(
    store.db.selectFrom("passkeys").selectAll().where("personId", "=", personId).orderBy("createdAt"),
  );
}

/** Counts every person's passkeys: who can sign in without the password. */
export function passkeyCounts(store: Store): Map<string, number> {
  const rows = store.all(
    store.db
      .selectFrom("passkeys")
      .select(["personId", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("personId"),
  );
  return new Map(rows.map((row) => [row.personId, Number(row.n)]));
}

/**
 * Moves the counter on, only if it moves forwards (or the authenticator keeps none: both 0). False
 * when another sign-in with the same or a later count got there first: a replay or a clone.
 */
export function advanceCounter(store: Store, id: string, counter: number, at: string): boolean {
  return (
    store.run(
      store.db
        .updateTable("passkeys")
        .set({ counter, lastUsedAt: at })
        .where("id", "=", id)
        .where((eb) =>
          eb.or([eb("counter", "<", counter), eb.and([eb("counter", "=", 0), eb(eb.val(counter), "=", 0)])]),
        ),
    ).changes === 1
  );
}

export function deletePasskey(store: Store, personId: string, id: string): number {
  return store.run(store.db.deleteFrom("passkeys").where("id", "=", id).where("personId", "=", personId))
    .changes;
}

/** Stores a new challenge, and forgets the expired ones. */
export function insertChallenge(store: Store, row: Selectable<WebauthnChallengesTable>, nowMs: number): void {
  store.run(store.db.deleteFrom("webauthn_challenges").where("expiresAt", "<=", nowMs));
  store.run(store.db.insertInto("webauthn_challenges").values(row));
}

/** Takes a challenge once: the row is deleted as it is read; expired or unknown gives undefined. */
export function takeChallenge(
  store: Store,
  challenge: string,
  purpose: WebauthnChallengesTable["purpose"],
  nowMs: number,
): Selectable<WebauthnChallengesTable> | undefined {
  return store.get(
    store.db
      .deleteFrom("webauthn_challenges")
      .where("challenge", "=", challenge)
      .where("purpose", "=", purpose)
      .where("expiresAt", ">", nowMs)
      .returningAll(),
  );
}
