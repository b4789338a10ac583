// @vitest-environment happy-dom
/** The E-mail tab's undelivered list in a real DOM (Testing Library): a failed mail shows the server's reason and Resend. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { UndeliveredMail } from "./UndeliveredMail";

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const mail = (id: number, status: "pending" | "retrying" | "failed" | "held", lastError: string | null) => ({
  id,
  kind: "receipt" as const,
  bookingId: "b1",
  to: [`customer${id}@example.com`],
  subject: `Booking confirmed ${id}`,
  status,
  attempts: status === "pending" ? 0 : 1,
  lastError,
  nextAttemptAt: status === "failed" || status === "held" ? null : "2099-01-02T12:00:00.000Z",
  createdAt: "2099-01-02T11:00:00.000Z",
  failedAt: status === "failed" ? "2099-01-02T11:00:01.000Z" : null,
});

it("offers Resend on a failed mail only, beside the server's reason", async () => {
  const trpc = useTRPC();
  await renderWithApp(
    () => <UndeliveredMail />,
    (client) =>
      client.setQueryData(trpc.admin.email.outbox.queryKey(), [
        mail(2, "failed", "550 5.1.1 Mailbox unavailable"),
        mail(1, "retrying", "Can't send mail - all recipients were rejected: 451 4.3.0 Try again later"),
      ]),
  );
  expect(screen.getByText("550 5.1.1 Mailbox unavailable")).toBeTruthy();
  const buttons = screen.getAllByRole("button", { name: /^Resend/ });
  expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
    "Resend Booking confirmed 2 to customer2@example.com",
  ]);
  expect(buttons[0]!.textContent).toBe("Resend");
});

it("lists a mail held after a restore with Send and Drop, and nothing goes by itself", async () => {
  const trpc = useTRPC();
  await renderWithApp(
    () => <UndeliveredMail />,
    (client) => client.setQueryData(trpc.admin.email.outbox.queryKey(), [mail(3, "held", null)]),
  );
  expect(screen.getByText("Held after a restore")).toBeTruthy();
  const labels = screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
  expect(labels).toEqual([
    "Refresh",
    "Send Booking confirmed 3 to customer3@example.com",
    "Drop Booking confirmed 3 to customer3@example.com",
  ]);
});
