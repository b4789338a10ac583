// Customers' data: the privacy notice's settings and texts, in the public profile and checked on load.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProfile } from "@studio/api/config";
import { call } from "../../../packages/api/test/helpers.js";
import { useApp } from "../../../packages/api/test/shared-app.js";
import { fixtureProfileJson } from "./studio-folder.js";

const t = useApp();

describe("the privacy notice", () => {
  it("the public profile carries its settings and texts", async () => {
    const { status, body } = await call(t.url, "GET", "/api/studio");
    expect(status).toBe(200);
    expect(body).toMatchObject({ retentionMonths: 72, messageRetentionMonths: 24, privacyNotice: {} });
    expect(body.notificationRecipients).toBeUndefined();
  });

  it("refuses a profile whose retention or notice texts are wrong, naming the field", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-profile-"));
    const base = fixtureProfileJson();
    const write = (extra: object) => {
      const file = path.join(dir, "studio.json");
      writeFileSync(file, JSON.stringify({ ...base, ...extra }));
      return file;
    };
    expect(() => loadProfile(write({ retentionMonths: 0 }))).toThrow(/retentionMonths/);
    expect(() => loadProfile(write({ privacyNotice: { cookie: "typo" } }))).toThrow(/privacyNotice/);
    const own = loadProfile(write({ messageRetentionMonths: 12, privacyNotice: { rights: "Ask us." } }));
    expect(own).toMatchObject({
      retentionMonths: 72,
      messageRetentionMonths: 12,
      privacyNotice: { rights: "Ask us." },
    });
    rmSync(dir, { recursive: true, force: true });
  });
});
