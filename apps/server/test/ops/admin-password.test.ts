// `pnpm admin:password`: a new hash in DATA_DIR and every admin session ended, while the server runs.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { verifyPassword } from "@studio/api/auth";
import { setAdminPassword } from "../../src/cli/admin-password.js";
import { StartupError } from "@studio/api/config";
import { call, login, PASSWORD } from "../../../../packages/api/test/helpers.js";
import { useAppForEachTest } from "../../../../packages/api/test/shared-app.js";

const root = path.resolve(import.meta.dirname, "../../../..");
const t = useAppForEachTest();

const hash = () => readFileSync(path.join(t.dataDir, "admin-password.hash"), "utf8");

it("stores the new password's hash and ends the sessions of the running server", async () => {
  const cookie = await login(t.url);
  expect((await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie })).status).toBe(200);

  expect(await setAdminPassword(t.dataDir, "a new long password", 2 ** 12)).toEqual({ sessionsEnded: 1 });

  expect(hash()).not.toContain("a new long password");
  expect(await verifyPassword("a new long password", hash())).toBe(true);
  expect((await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie })).status).toBe(401);
  expect((await call(t.url, "POST", "/api/admin/login", { password: PASSWORD })).status).toBe(401);
  expect((await call(t.url, "POST", "/api/admin/login", { password: "a new long password" })).status).toBe(
    200,
  );
});

it("refuses a short password and changes nothing", async () => {
  const before = hash();
  await expect(setAdminPassword(t.dataDir, "short", 2 ** 12)).rejects.toThrow(StartupError);
  expect(hash()).toBe(before);
});

it("`pnpm admin:password` reads the password from standard input", () => {
  const run = (input: string) =>
    spawnSync("node", ["scripts/studio-cli.mjs", "admin-password"], {
      cwd: root,
      input,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: t.dataDir },
      encoding: "utf8",
    });
  const changed = run("piped in password\n");
  expect(changed.stderr).toBe("");
  expect(changed.status).toBe(0);
  expect(changed.stdout).toMatch(/The admin password was changed .*0 admin session\(s\) ended/);
  return verifyPassword("piped in password", hash()).then((ok) => {
    expect(ok).toBe(true);
    const refused = run("tiny\n");
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "admin-password: the password must be at least 8 characters; nothing was changed.",
    );
  });
});
