// The owner's view of the shared password: whether it signs in, and whether an owner holds a
// passkey (only then may it be turned off). Owners only, at both doors.
import { FORBIDDEN_MESSAGE } from "@studio/domain";
import { expect, it } from "vitest";
import { call, trpc } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";
import { addPerson, enrol, ORIGIN, sessionOf } from "./staff/people.js";

const t = useAdminApp({ publicUrl: ORIGIN });
const PATH = "/api/admin/settings/password-sign-in";

const stateOf = (cookie: string) => call(t.url, "GET", PATH, undefined, { cookie });

it("says the password signs in and no owner has a passkey yet", async () => {
  const answer = await t.admin("GET", PATH);
  expect([answer.status, answer.body]).toEqual([200, { allowed: true, ownerHasPasskey: false }]);
  const mirror = await trpc(t.url, "query", "admin.staff.passwordSignIn", undefined, { cookie: t.cookie });
  expect(mirror.body.result?.data).toEqual({ allowed: true, ownerHasPasskey: false });
});

it("is refused to staff, producers and nobody", async () => {
  const sam = await addPerson(t, t.cookie, { name: "Sam", email: "sam@example.com", role: "staff" });
  const dre = await addPerson(t, t.cookie, {
    name: "Dre",
    email: "dre@example.com",
    role: "producer",
    producer: "Dre",
  });
  for (const personId of [sam.id, dre.id]) {
    const cookie = await sessionOf(t, personId);
    const refused = await stateOf(cookie);
    expect([refused.status, refused.body.error]).toEqual([403, FORBIDDEN_MESSAGE]);
    const mirror = await trpc(t.url, "query", "admin.staff.passwordSignIn", undefined, { cookie });
    expect(mirror.status).toBe(403);
  }
  expect((await call(t.url, "GET", PATH)).status).toBe(401);
});

it("follows an owner's first passkey and the switch", async () => {
  const marcus = await addPerson(t, t.cookie, {
    name: "Marcus",
    email: "marcus@example.com",
    role: "producer",
    producer: "Marcus",
  });
  await enrol(t.url, marcus.token);
  // A producer's passkey is not an owner's: the password still could not be turned off.
  expect((await t.admin("GET", PATH)).body).toEqual({ allowed: true, ownerHasPasskey: false });
  const ann = await addPerson(t, t.cookie, { name: "Ann", email: "ann@example.com", role: "owner" });
  const { cookie } = await enrol(t.url, ann.token);
  expect((await stateOf(cookie)).body).toEqual({ allowed: true, ownerHasPasskey: true });

  expect((await call(t.url, "PUT", PATH, { allowed: false }, { cookie })).status).toBe(200);
  expect((await stateOf(cookie)).body).toEqual({ allowed: false, ownerHasPasskey: true });
  expect((await call(t.url, "PUT", PATH, { allowed: true }, { cookie })).status).toBe(200);
  expect((await stateOf(cookie)).body).toEqual({ allowed: true, ownerHasPasskey: true });
});
