// @vitest-environment happy-dom
/** The producers' calendars in a real DOM: the address shown only as its hint, the last read and its reason, Sync now and Delete for those who keep them. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { CalendarsPanel } from "./CalendarsPanel";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();
const calendar = {
  id: "c1",
  engineer: "Dre",
  label: "Gigs",
  urlHint: "calendar.google.com ....ics",
  lastReadAt: threeHoursAgo,
  lastError: "The calendar answered 404",
  busyCount: 4,
};
const person = (role: "owner" | "staff" | "producer") => ({
  name: "Someone",
  role,
  method: "passkey" as const,
});

async function show(role: "owner" | "staff" | "producer") {
  const trpc = useTRPC();
  await renderWithApp(
    () => <CalendarsPanel {...(role === "producer" ? { producer: "Dre" } : {})} />,
    (client) => {
      client.setQueryData(trpc.admin.calendars.list.queryKey(), [calendar]);
      client.setQueryData(trpc.admin.me.queryKey(), person(role));
      client.setQueryData(trpc.engineers.list.queryKey(), []);
    },
  );
}

it("shows the hint and why the last read failed, with Sync now and Delete for the owner", async () => {
  await show("owner");
  expect(screen.getByText("calendar.google.com ....ics")).toBeTruthy();
  expect(screen.getByText("Last read 3 hours ago: The calendar answered 404")).toBeTruthy();
  expect(screen.getByRole("form", { name: "Add a calendar" })).toBeTruthy();
  expect(screen.getByRole("textbox", { name: "Calendar address" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Sync Dre's calendar Gigs now" }).textContent).toBe("Sync now");
  expect(screen.getByRole("button", { name: "Delete Dre's calendar Gigs" })).toBeTruthy();
});

it("lets a producer keep their own, and staff only read", async () => {
  await show("producer");
  expect(screen.getByRole("heading", { name: "My calendars" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Sync Dre's calendar Gigs now" })).toBeTruthy();
  cleanup();
  await show("staff");
  expect(screen.getByText("Last read 3 hours ago: The calendar answered 404")).toBeTruthy();
  expect(screen.queryByRole("form", { name: "Add a calendar" })).toBeNull();
  expect(screen.queryByRole("button", { name: /Sync/ })).toBeNull();
});
