// @vitest-environment happy-dom
/** The Studio tab's deposit and terms in a real DOM: a percent chosen, a band added, the domain's refusals before anything is sent. */
import { DEPOSIT_PERCENT_MESSAGE } from "@studio/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { DepositPolicyForm } from "./DepositPolicyForm";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

/** The update call's `policies`, once sent. */
async function sentPolicies(fetch: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(String(url)).toContain("admin.studio.update");
  return (JSON.parse(String(init.body)) as { 0: { policies: Record<string, unknown> } })[0].policies;
}

it("turns a deposit on with bands of terms, checked before sending", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify([{ result: { data: {} } }])));
  vi.stubGlobal("fetch", fetch);
  await renderWithApp(() => <DepositPolicyForm policies={{ holdHours: 48 }} />);
  const form = screen.getByRole("form", { name: "Deposit and cancellation terms" });
  const kind = within(form).getByRole("combobox", { name: "Deposit" }) as HTMLSelectElement;
  expect(kind.value).toBe("none");
  const missing = () => within(form).queryByTestId("payment-instructions-missing");
  expect(missing()).toBeNull();
  fireEvent.change(kind, { target: { value: "percent" } });
  // A deposit with nothing on how to pay it: the form says so (a warning; it still saves).
  await waitFor(() => expect(missing()).not.toBeNull());
  const percent = (await within(form).findByRole("textbox", {
    name: "Deposit (% of the price, rounded up to whole pounds)",
  })) as HTMLInputElement;
  expect(percent.value).toBe("25");
  fireEvent.change(percent, { target: { value: "0" } });
  fireEvent.click(within(form).getByRole("button", { name: "Add a band" }));
  const notice = (await within(form).findByRole("textbox", {
    name: "Notice (hours before the session, at least)",
  })) as HTMLInputElement;
  fireEvent.change(notice, { target: { value: "168" } });
  const kept = within(form).getByRole("textbox", { name: "The studio keeps (% of what was paid)" });
  fireEvent.change(kept, { target: { value: "50" } });
  fireEvent.submit(form);
  await waitFor(() => expect(percent.getAttribute("aria-invalid")).toBe("true"));
  expect(within(form).getByText(DEPOSIT_PERCENT_MESSAGE)).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();

  // Emptied, the field shows nothing (not "NaN") and the same message.
  fireEvent.change(percent, { target: { value: "" } });
  expect(percent.value).toBe("");
  fireEvent.submit(form);
  await waitFor(() => expect(within(form).getByText(DEPOSIT_PERCENT_MESSAGE)).toBeTruthy());
  expect(fetch).not.toHaveBeenCalled();

  fireEvent.change(percent, { target: { value: "30" } });
  fireEvent.change(within(form).getByRole("textbox", { name: "How to pay" }), {
    target: { value: "Bank transfer to 12-34-56 12345678, quoting your reference." },
  });
  await waitFor(() => expect(missing()).toBeNull());
  fireEvent.submit(form);
  expect(await sentPolicies(fetch)).toEqual({
    deposit: { percent: 30 },
    depositDueHours: 48,
    depositCutoffHours: 24,
    depositReminderHours: 24,
    paymentInstructions: "Bank transfer to 12-34-56 12345678, quoting your reference.",
    cancellationTerms: [{ noticeHours: 168, keepPercent: 50 }],
  });
});

it("shows a fixed deposit as saved, and turns it off", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify([{ result: { data: {} } }])));
  vi.stubGlobal("fetch", fetch);
  const saved = { deposit: { amountPence: 5000 }, cancellationTerms: [{ noticeHours: 0, keepPercent: 100 }] };
  await renderWithApp(() => <DepositPolicyForm policies={saved} />);
  const form = screen.getByRole("form", { name: "Deposit and cancellation terms" });
  const amount = within(form).getByRole("textbox", { name: "Deposit (£)" }) as HTMLInputElement;
  expect(amount.value).toBe("£50");
  fireEvent.change(within(form).getByRole("combobox", { name: "Deposit" }), { target: { value: "none" } });
  fireEvent.click(within(form).getByRole("button", { name: "Remove band 1" }));
  fireEvent.submit(form);
  expect(await sentPolicies(fetch)).toMatchObject({ deposit: null, cancellationTerms: [] });
});
