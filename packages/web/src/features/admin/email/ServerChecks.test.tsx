// @vitest-environment happy-dom
/** The E-mail tab's server checks in a real DOM (Testing Library): each check's state and reason. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { ServerChecks } from "./ServerChecks";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const CHECKS = {
  database: { state: "ok", reason: "The database takes writes." },
  disk: { state: "warn", reason: "The disk is nearly full: 400 MB free of 20.0 GB." },
  mail: { state: "fail", reason: "No mail has been delivered for 45 minutes." },
  backup: { state: "ok", reason: "The last local backup was taken 3 hours ago." },
  offsiteBackup: { state: "ok", reason: "Off-site backups are not set up." },
} as const;

it("lists every check with its state and reason", async () => {
  const trpc = useTRPC();
  await renderWithApp(
    () => <ServerChecks />,
    (client) => client.setQueryData(trpc.admin.email.checks.queryKey(), CHECKS),
  );

  const items = screen.getAllByRole("listitem").map((item) => item.textContent);
  expect(items).toEqual([
    "OKDatabaseThe database takes writes.",
    "WarningDiskThe disk is nearly full: 400 MB free of 20.0 GB.",
    "FailingMailNo mail has been delivered for 45 minutes.",
    "OKLocal backupThe last local backup was taken 3 hours ago.",
    "OKOff-site backupOff-site backups are not set up.",
  ]);
});
