// @vitest-environment happy-dom
/** The owner's Studio tab in a real DOM: the producers with their state and their order, the rate card in pounds, the policies, and the domain's refusals before anything is sent. */
import { DEFAULT_EQUIPMENT, DEFAULT_RATE_CARD, DEFAULT_STUDIO_POLICIES } from "@studio/domain";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import type { StudioDocument } from "./studio-document";
import { StudioTab } from "./StudioTab";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const producer = (over: Partial<StudioDocument["producers"][number]>) => ({
  id: "p1",
  name: "Marcus",
  title: "Lead producer",
  bio: "Hip-hop and R&B.",
  link: null,
  bookable: true,
  retired: false,
  photo: { src: "/images/producers/marcus.svg", alt: "Marcus" },
  prices: {},
  ...over,
});

const studioDocument = {
  details: {
    name: "Night Owl Studios",
    tagline: "Overnight sessions",
    bookingsEmail: "bookings@studio.example",
    messagingNumber: "07700 900000",
    address: { area: "Leyton", postcode: "E10 6AE" },
    notificationRecipients: ["owner@studio.example", "desk@studio.example"],
  },
  producers: [
    producer({}),
    producer({ id: "p2", name: "Ana", bookable: false, retired: true, prices: { 4: 15000 } }),
  ],
  prices: DEFAULT_RATE_CARD,
  policies: DEFAULT_STUDIO_POLICIES,
  equipment: DEFAULT_EQUIPMENT,
  gallery: [],
} as unknown as StudioDocument;

async function show() {
  const trpc = useTRPC();
  await renderWithApp(
    () => <StudioTab />,
    (client) => {
      client.setQueryData(trpc.admin.studio.get.queryKey(), studioDocument);
      client.setQueryData(trpc.admin.studio.history.queryKey(), { saves: [], total: 0 });
    },
  );
}

it("lists the producers with how they are booked, retired or not", async () => {
  await show();
  const cards = screen.getAllByTestId("studio-producer");
  expect(cards.map((card) => card.textContent)).toEqual([
    expect.stringContaining("Books online"),
    expect.stringContaining("Enquire for bookings"),
  ]);
  expect(cards[1]!.textContent).toContain("Retired");
  expect(screen.getByRole("button", { name: "Retire Marcus" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Bring Ana back" })).toBeTruthy();
});

it("moves a producer up or down the list: the first cannot go up, the last cannot go down", async () => {
  const producer = { ...studioDocument.producers[1], position: 0 };
  // The move is answered; the reads after it stay pending (the test is about what was sent).
  const fetch = vi.fn((url: string) =>
    url.includes("updateProducer")
      ? Promise.resolve(new Response(JSON.stringify([{ result: { data: producer } }])))
      : new Promise<Response>(() => {}),
  );
  vi.stubGlobal("fetch", fetch);
  try {
    await show();
    const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
    expect(button("Move Marcus up").disabled).toBe(true);
    expect(button("Move Ana down").disabled).toBe(true);
    expect(button("Move Marcus down").disabled).toBe(false);
    fireEvent.click(button("Move Ana up"));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/trpc\/admin\.studio\.updateProducer\?batch=1$/);
    expect(JSON.parse(String(init.body))).toEqual({ 0: { id: "p2", patch: { position: 0 } } });
  } finally {
    vi.unstubAllGlobals();
  }
});

it("shows the rate card in pounds and the policies by name", async () => {
  await show();
  const four = screen.getByRole("textbox", { name: "4 hours" }) as HTMLInputElement;
  expect(four.value).toBe(`£${DEFAULT_RATE_CARD[4] / 100}`);
  const notice = screen.getByRole("textbox", {
    name: "Cancellation notice (hours before the session)",
  }) as HTMLInputElement;
  expect(notice.value).toBe(String(DEFAULT_STUDIO_POLICIES.cancellationNoticeHours));
});

it("refuses a producer without a name or bio before sending anything, naming the fields", async () => {
  await show();
  const form = screen.getByRole("form", { name: "Add a producer" });
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getByText("Name is required")).toBeTruthy());
  expect(screen.getByText("Title is required")).toBeTruthy();
  expect(screen.getByText("Bio is required")).toBeTruthy();
});

it("opens a producer's own prices, empty where the studio's price applies", async () => {
  await show();
  fireEvent.click(screen.getByRole("button", { name: "Edit Ana" }));
  const form = await screen.findByRole("form", { name: "Edit Ana" });
  expect((form.querySelector("textarea") as HTMLTextAreaElement).value).toBe("Hip-hop and R&B.");
  const fours = screen.getAllByRole("textbox", { name: "4 hours" }) as HTMLInputElement[];
  // Ana's own prices come first (the producers lead the tab), then the studio's rate card.
  expect(fours.map((input) => input.value)).toEqual(["£150", `£${DEFAULT_RATE_CARD[4] / 100}`]);
  const twos = screen.getAllByRole("textbox", { name: "2 hours" }) as HTMLInputElement[];
  expect(twos.map((input) => input.value)).toEqual(["", `£${DEFAULT_RATE_CARD[2] / 100}`]);
  expect(screen.getByRole("button", { name: "Save Ana's prices" })).toBeTruthy();
});

it("checks a producer's own prices with the domain's schema, then sends only the lengths set", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify([{ result: { data: {} } }])));
  vi.stubGlobal("fetch", fetch);
  await show();
  fireEvent.click(screen.getByRole("button", { name: "Edit Ana" }));
  const form = await screen.findByRole("form", { name: "Ana's own prices" });
  const [four] = screen.getAllByRole("textbox", { name: "4 hours" }) as HTMLInputElement[];
  fireEvent.change(four as HTMLInputElement, { target: { value: "20000" } });
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getByText("Whole pence, from £0 to £10,000")).toBeTruthy());
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.change(four as HTMLInputElement, { target: { value: "160" } });
  fireEvent.submit(form);
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(String(url)).toContain("admin.studio.updateProducer");
  expect(JSON.parse(String(init.body))).toMatchObject({ 0: { patch: { prices: { 4: 16000 } } } });
  vi.unstubAllGlobals();
});

it("shows the details, and names a bad e-mail and a bad recipient before sending", async () => {
  await show();
  const form = screen.getByRole("form", { name: "Details" });
  const email = screen.getByRole("textbox", { name: "Bookings e-mail" }) as HTMLInputElement;
  expect(email.value).toBe("bookings@studio.example");
  const recipients = screen.getByRole("textbox", {
    name: "Staff e-mails told of each booking and message (one per line)",
  }) as HTMLTextAreaElement;
  expect(recipients.value).toBe("owner@studio.example\ndesk@studio.example");
  fireEvent.change(email, { target: { value: "not an address" } });
  fireEvent.change(recipients, { target: { value: "owner@studio.example\nnobody" } });
  const sender = screen.getByRole("textbox", { name: "Mail sender (From)" }) as HTMLInputElement;
  fireEvent.change(sender, { target: { value: "Leyton Sound" } });
  fireEvent.submit(form);
  await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
  expect(sender.getAttribute("aria-invalid")).toBe("true");
  expect(recipients.getAttribute("aria-invalid")).toBe("true");
  expect(
    (screen.getByRole("textbox", { name: "Postcode" }) as HTMLInputElement).getAttribute("aria-invalid"),
  ).not.toBe("true");
});

it("edits the equipment: groups reordered, an item added, a blank one named before sending", async () => {
  await show();
  const groups = () =>
    (screen.getAllByRole("textbox", { name: "Group" }) as HTMLInputElement[]).map((input) => input.value);
  expect(groups()).toEqual(DEFAULT_EQUIPMENT.map((group) => group.group));
  fireEvent.click(screen.getByRole("button", { name: "Move Microphones up" }));
  await waitFor(() => expect(groups().slice(2)).toEqual(["Microphones", "Studio Monitors"]));
  expect(
    (screen.getByRole("button", { name: "Move Audio Interfaces up" }) as HTMLButtonElement).disabled,
  ).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Add an item to Microphones" }));
  const names = await screen.findAllByRole("textbox", { name: "Item" });
  expect(names).toHaveLength(DEFAULT_EQUIPMENT.flatMap((group) => group.items).length + 1);
  fireEvent.submit(screen.getByRole("form", { name: "Equipment" }));
  await waitFor(() => expect(screen.getByText("Item name is required")).toBeTruthy());
  expect(screen.getByText("Description is required")).toBeTruthy();
});
