// Environment and studio profile: defaults, and one readable paragraph when something is wrong.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { ConfigError, publicProfile } from "@studio/api/config";
import { loadConfig } from "../src/env.js";

const fixtures = path.join(import.meta.dirname, "fixtures");
const env = (extra: Record<string, string> = {}) => ({ STUDIO_PROFILE: "studio.json", ...extra });

it("applies the documented defaults, resolving paths against the working directory", () => {
  const config = loadConfig(env(), fixtures);
  expect(config).toMatchObject({
    port: 3000,
    host: "127.0.0.1",
    dataDir: path.join(fixtures, "data"),
    adminPassword: undefined,
    smtpUrl: undefined,
    mailFrom: "Leyton Sound Studio <bookings@leytonsound.studio>",
    profilePath: path.join(fixtures, "studio.json"),
    trustProxy: 0,
    cookieSecure: false,
    logLevel: "info",
    publicPostLimit: 60,
    publicBookingsPerHour: 5,
    upcomingBookingsPerCustomer: 4,
    staffUndoSeconds: 20,
  });
  expect(config.profile.notificationRecipients).toHaveLength(4);
});

it("defaults the profile to data/studio.json under the working directory", () => {
  expect(() => loadConfig({}, fixtures)).toThrow(path.join(fixtures, "data", "studio.json"));
});

it("reads every variable", () => {
  const config = loadConfig(
    env({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/studio",
      ADMIN_PASSWORD: "a-long-password",
      SMTP_URL: "smtp://user:pass@mail.example:587",
      MAIL_FROM: "Studio <hi@example.com>",
      TRUST_PROXY: "1",
      COOKIE_SECURE: "true",
      LOG_LEVEL: "warn",
      WEB_DIST: "web",
      PUBLIC_BOOKINGS_PER_HOUR: "12",
      UPCOMING_BOOKINGS_PER_CUSTOMER: "6",
      STAFF_UNDO_SECONDS: "0",
    }),
    fixtures,
  );
  expect(config).toMatchObject({
    port: 8080,
    host: "0.0.0.0",
    dataDir: "/var/lib/studio",
    adminPassword: "a-long-password",
    smtpUrl: "smtp://user:pass@mail.example:587",
    mailFrom: "Studio <hi@example.com>",
    trustProxy: 1,
    cookieSecure: true,
    logLevel: "warn",
    webDist: path.join(fixtures, "web"),
    publicBookingsPerHour: 12,
    upcomingBookingsPerCustomer: 6,
    staffUndoSeconds: 0,
  });
});

it("TRUST_PROXY is exact: a hop count (true = 1, never every hop) or a list of proxy addresses/CIDRs", () => {
  const trust = (value: string) => loadConfig(env({ TRUST_PROXY: value }), fixtures).trustProxy;
  expect(trust("true")).toBe(1);
  expect(trust("off")).toBe(0);
  expect(trust("2")).toBe(2);
  expect(trust("10.0.0.1")).toBe("10.0.0.1");
  expect(trust(" 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8")).toBe("127.0.0.1,10.0.0.0/8,::1,fd00::/8");
  expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is neither a number of proxy hops/);
  expect(trust("loopback")).toBe("loopback");
  expect(() => trust("my-proxy")).toThrow(ConfigError);
});

it("explains bad variables in one paragraph naming each", () => {
  let error: unknown;
  try {
    loadConfig(env({ PORT: "http", SMTP_URL: "mailto:x", COOKIE_SECURE: "maybe" }), fixtures);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const message = (error as Error).message;
  expect(message).toMatch(/^Invalid environment: /);
  expect(message).toContain("PORT");
  expect(message).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
  expect(message).toContain("COOKIE_SECURE");
  expect(message).not.toContain("\n");
});

it("explains an invalid profile, naming the field and the file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-config-"));
  writeFileSync(path.join(dir, "bad.json"), JSON.stringify({ name: "X", producers: [] }));
  writeFileSync(path.join(dir, "broken.json"), "{ not json");
  expect(() => loadConfig({ STUDIO_PROFILE: "bad.json" }, dir)).toThrow(
    /studio profile at .*bad\.json is invalid: .*bookingsEmail/,
  );
  expect(() => loadConfig({ STUDIO_PROFILE: "broken.json" }, dir)).toThrow(/is not valid JSON/);
  rmSync(dir, { recursive: true, force: true });
});

it("keeps the recipients and sender out of the public profile", () => {
  const config = loadConfig(env(), fixtures);
  const shown = publicProfile(config.profile);
  expect(shown).not.toHaveProperty("notificationRecipients");
  expect(shown).not.toHaveProperty("mailFrom");
  expect(shown.producers).toHaveLength(3);
});

it("reads PUBLIC_URL (default http://HOST:PORT) and the profile's notice and reminder hours (default 24)", () => {
  const plain = loadConfig(env({ PORT: "8080" }), fixtures);
  expect(plain.publicUrl).toBe("http://127.0.0.1:8080");
  expect(plain.profile.cancellationNoticeHours).toBe(24);
  expect(plain.profile.reminderHours).toBe(24);
  expect(loadConfig(env({ PUBLIC_URL: "https://studio.example.com/" }), fixtures).publicUrl).toBe(
    "https://studio.example.com",
  );
  expect(() => loadConfig(env({ PUBLIC_URL: "ftp://x" }), fixtures)).toThrow(/PUBLIC_URL/);
});
