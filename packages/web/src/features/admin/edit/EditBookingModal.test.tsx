// @vitest-environment happy-dom
/**
 * The Edit dialog in a real DOM (Testing Library): a booking keeps the price it was made at, and the
 * save sends only what changed, with whether the customer hears of it.
 */
import { DEFAULT_RATE_CARD, DEPOSIT_PAID_BY_CHANGE_LINE } from "@studio/domain";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { stubLayout } from "../../../test/layout-stubs";
import { useTRPC } from "../../../trpc";
import { testBooking } from "../bookings/test-booking";
import type { EditedBooking } from "./DepositAfterEdit";
import { EditBookingModal } from "./EditBookingModal";

// What the dialog asked of the server, by tRPC path, with the body sent.
const asked: { url: string; body: string }[] = [];

beforeAll(() => {
  stubLayout();
  // No server here: the dialog's own reads (a fresh price list, the slot check) and its save wait
  // unanswered; each is kept in `asked`.
  vi.stubGlobal("fetch", (url: unknown, init?: RequestInit) => {
    asked.push({ url: String(url), body: String(init?.body ?? "") });
    return new Promise(() => {});
  });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  asked.length = 0;
});
vi.setConfig({ testTimeout: 30_000 });

// The owner has since raised the rate card's 2 hours from £60 to £70 (the default) in the Studio tab.
const booking = testBooking({ id: "b9", engineer: "Dre", duration: 2, totalCost: 6000 });
const depositPolicy = {
  deposit: { percent: 25 },
  depositCutoffHours: 24,
  messagingNumber: "+44 7700 900123",
  bookingsEmail: "bookings@example.com",
};
const producers = [
  { name: "Dre", bookable: true },
  { name: "Marcus", bookable: true, prices: { 2: 9000 } },
];

async function openEdit(opened: EditedBooking = booking) {
  const trpc = useTRPC();
  await renderWithApp(
    () => <EditBookingModal booking={opened} onClose={() => {}} />,
    (client) => {
      client.setQueryData(trpc.studio.profile.queryKey(), {
        prices: DEFAULT_RATE_CARD,
        producers,
        ...depositPolicy,
      } as never);
      client.setQueryData(trpc.engineers.list.queryKey(), producers as never);
    },
  );
  return screen.findByRole("dialog", { name: "Edit Booking" });
}

const cost = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>(/Total Cost/);

describe("the Edit dialog's Total Cost", () => {
  it("takes a booking made at an older price as its price, not as a cost set by hand", async () => {
    const dialog = await openEdit();
    // The labels are priced once the prices are read.
    await within(dialog).findByRole("option", { name: "3 Hours - £100" });
    expect(cost(dialog).value).toBe("60");
    expect(within(dialog).queryByText("(manually set)")).toBeNull();
    expect(within(dialog).getByRole("option", { name: "2 Hours - £60" })).toBeTruthy();
  });

  it("prices a new length or producer at the current price, and its own again at the booking's", async () => {
    const dialog = await openEdit();
    await within(dialog).findByRole("option", { name: "3 Hours - £100" });
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText(/Duration/), "3");
    await waitFor(() => expect(cost(dialog).value).toBe("100"));
    await user.selectOptions(within(dialog).getByLabelText(/Duration/), "2");
    await waitFor(() => expect(cost(dialog).value).toBe("60"));
    await user.selectOptions(within(dialog).getByLabelText(/Engineer/), "Marcus");
    await waitFor(() => expect(cost(dialog).value).toBe("90"));
    expect(within(dialog).queryByText("(manually set)")).toBeNull();
  });

  it("marks and keeps a cost typed by hand when the length changes", async () => {
    const dialog = await openEdit();
    await within(dialog).findByRole("option", { name: "3 Hours - £100" });
    const user = userEvent.setup();
    await user.clear(cost(dialog));
    await user.type(cost(dialog), "55");
    expect(within(dialog).getByText("(manually set)")).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Duration/), "4");
    expect(cost(dialog).value).toBe("55");
  });
});

describe("the Edit dialog's save", () => {
  /** The update call's input, once the dialog has sent it. */
  const updateSent = () =>
    waitFor(() => {
      const call = asked.find((a) => a.url.includes("admin.bookings.update"));
      expect(call).toBeDefined();
      return (JSON.parse(call!.body) as Record<string, unknown>)["0"];
    });

  it("sends only the changed field, and tells the customer unless staff tick the box", async () => {
    const dialog = await openEdit();
    const user = userEvent.setup();
    await user.clear(within(dialog).getByLabelText(/Phone/));
    await user.type(within(dialog).getByLabelText(/Phone/), "07700 900999");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await updateSent()).toEqual({
      id: "b9",
      changes: { phone: "07700 900999" },
      notifyCustomer: true,
    });
  });

  it("leaves the customer out when staff tick Don't e-mail the customer, a change to discard", async () => {
    const dialog = await openEdit();
    const user = userEvent.setup();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    await user.click(within(dialog).getByRole("checkbox", { name: "Don't e-mail the customer" }));
    expect(within(dialog).getByRole("button", { name: "Discard changes" })).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Duration/), "3");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const sent = (await updateSent()) as { changes: object; notifyCustomer: boolean };
    expect(sent.notifyCustomer).toBe(false);
    expect(Object.keys(sent.changes).sort()).toEqual(["duration", "totalCost"]);
  });
});

describe("the Edit dialog of a provisional booking", () => {
  // £10 paid of an £18 deposit, due by 6:00 PM (BST) on Tue 1 June 2027, a Friday session after it.
  const provisional: EditedBooking = {
    ...testBooking({ id: "b10", date: "2027-06-04", startTime: "14:00" }),
    depositPence: 1800,
    depositDueAt: "2027-06-01T17:00:00.000Z",
    paidPence: 1000,
  };

  it("says what the deposit becomes on a new price, and when what was paid covers it", async () => {
    const dialog = await openEdit(provisional);
    expect(within(dialog).queryByTestId("edit-deposit")).toBeNull();
    const user = userEvent.setup();
    await user.clear(cost(dialog));
    await user.type(cost(dialog), "200");
    expect(within(dialog).getByTestId("edit-deposit").textContent).toBe(
      "Deposit: £50, due by Tue 1 Jun 2027, 6:00 PM.",
    );
    await user.clear(cost(dialog));
    await user.type(cost(dialog), "36");
    expect(within(dialog).getByTestId("edit-deposit").textContent).toBe(DEPOSIT_PAID_BY_CHANGE_LINE);
  });

  it("says nothing of a deposit on a confirmed booking", async () => {
    const dialog = await openEdit();
    const user = userEvent.setup();
    await user.clear(cost(dialog));
    await user.type(cost(dialog), "200");
    expect(within(dialog).queryByTestId("edit-deposit")).toBeNull();
  });
});
