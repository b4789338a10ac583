// The shared password is the owner's recovery: an owner with a passkey may turn it off (its
// sessions end, and it signs no one in), and `pnpm admin:password` turns it back on.
import { PASSWORD_OFF_NEEDS_PASSKEY } from "@studio/domain";
import { expect, it } from "vitest";
import { setAdminPassword } from "../../src/cli/admin-password.js";
import { call, PASSWORD } from "../../../../packages/api/test/helpers.js";
import { useAdminApp } from "../../../../packages/api/test/shared-app.js";
import {
  addPerson,
  enrol,
  ORIGIN,
  passkeyLogin,
  signInOptions,
} from "../../../../packages/api/test/staff/people.js";

const t = useAdminApp({ publicUrl: ORIGIN });
const passwordLogin = (password = PASSWORD) => call(t.url, "POST", "/api/admin/login", { password });

it("stays on until an owner has a passkey", async () => {
  const off = await t.admin("PUT", "/api/admin/settings/password-sign-in", { allowed: false });
  expect([off.status, off.body.error]).toEqual([409, PASSWORD_OFF_NEEDS_PASSKEY]);
  expect((await passwordLogin()).status).toBe(200);
});

it("is turned off by an owner with a passkey, and back on by pnpm admin:password", async () => {
  const ann = await addPerson(t, t.cookie, { name: "Ann", email: "ann@example.com", role: "owner" });
  const { authenticator, cookie } = await enrol(t.url, ann.token);
  const off = await call(
    t.url,
    "PUT",
    "/api/admin/settings/password-sign-in",
    { allowed: false },
    { cookie },
  );
  expect(off.status).toBe(200);
  expect((await t.admin("GET", "/api/admin/me")).status).toBe(401); // the password's session ended
  expect((await passwordLogin()).status).toBe(401);
  expect((await passkeyLogin(t.url, authenticator.signIn(await signInOptions(t.url)))).status).toBe(200);

  await setAdminPassword(t.dataDir, "a new long password", 2 ** 12);
  expect((await passwordLogin("a new long password")).status).toBe(200);
  // A new password ends only the password's sessions: the owner's passkey session stays.
  expect((await call(t.url, "GET", "/api/admin/me", undefined, { cookie })).body.method).toBe("passkey");
});
