// @vitest-environment happy-dom
/** The Studio tab's history in a real DOM: each save with who, when, what and each field before and after, newest first, ten at a time; a put-back asks first, then sends the save's id and takes the document answered. */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import type { StudioSave } from "./history-saves";
import { HistorySection } from "./HistorySection";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

const save = (id: number, over: Partial<StudioSave> = {}): StudioSave => ({
  id,
  at: "2026-11-28T23:30:00.000Z",
  when: "Sat 28 Nov, 11:30 PM",
  actor: "Owner (password), Chrome on Linux",
  section: "policies",
  producer: null,
  changes: [{ field: "policies.holdHours", label: "Hold hours", before: "48", after: "24" }],
  restorable: true,
  restoreOf: null,
  ...over,
});

const saves = [
  save(30, {
    section: "producers",
    producer: { id: "p1", name: "Dre" },
    changes: [{ field: "producers.p1.bookable", label: "Bookable", before: "Yes", after: "No" }],
  }),
  save(29, { section: "gallery", restorable: false, changes: [] }),
  ...Array.from({ length: 10 }, (_, i) => save(28 - i)),
];

async function show() {
  const trpc = useTRPC();
  return renderWithApp(
    () => <HistorySection />,
    (client) => client.setQueryData(trpc.admin.studio.history.queryKey(), { saves, total: 140 }),
  );
}

it("lists the newest saves first with who, when and each field before and after, ten at a time", async () => {
  await show();
  const cards = screen.getAllByTestId("studio-save");
  expect(cards).toHaveLength(10);
  expect(cards[0]!.textContent).toContain("Producer Dre");
  expect(cards[0]!.textContent).toContain("Sat 28 Nov, 11:30 PM · Owner (password), Chrome on Linux");
  expect(cards[0]!.textContent).toContain("Bookable: Yes → No");
  expect(within(cards[1]!).queryByRole("button")).toBeNull();
  expect(cards[2]!.textContent).toContain("Hold hours: 48 → 24");
  fireEvent.click(screen.getByRole("button", { name: "Show older saves" }));
  expect(screen.getAllByTestId("studio-save")).toHaveLength(12);
  expect(screen.getByText("The latest 12 of 140 saves are shown.")).toBeTruthy();
});

it("asks before putting a save back, then sends its id and takes the document answered", async () => {
  const document = { policies: { holdHours: 48 } };
  const fetch = vi.fn(async () => new Response(JSON.stringify([{ result: { data: document } }])));
  vi.stubGlobal("fetch", fetch);
  const { queryClient } = await show();
  const [, , policies] = screen.getAllByTestId("studio-save");
  fireEvent.click(within(policies!).getByRole("button", { name: "Put Policies back as before this save" }));
  const question = within(policies!).getByRole("group", { name: "Put Policies back?" });
  fireEvent.click(within(question).getByRole("button", { name: "Keep it as it is" }));
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.click(within(policies!).getByRole("button", { name: "Put Policies back as before this save" }));
  fireEvent.click(screen.getByRole("button", { name: "Yes, put it back" }));
  await waitFor(() => expect(screen.queryByRole("group", { name: "Put Policies back?" })).toBeNull());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toMatch(/^\/trpc\/admin\.studio\.restore\?batch=1$/);
  expect(JSON.parse(String(init.body))).toEqual({ 0: { id: "28" } });
  const trpc = useTRPC();
  expect(queryClient.getQueryData(trpc.admin.studio.get.queryKey())).toEqual(document);
});
