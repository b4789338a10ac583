// @vitest-environment happy-dom
/** Add a person, in a real DOM: the domain's staff schema refuses the form before anything is sent. */
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { stubLayout } from "../../../test/layout-stubs";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { AddPersonForm } from "./AddPersonForm";

beforeAll(stubLayout);
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

it("names each field the staff schema refuses: an empty name, an e-mail that is not one", async () => {
  const trpc = useTRPC();
  await renderWithApp(AddPersonForm, (client) => client.setQueryData(trpc.engineers.list.queryKey(), []));
  await userEvent.type(screen.getByLabelText("E-mail"), "not-an-address");
  await userEvent.click(screen.getByRole("button", { name: "Add person" }));
  expect(await screen.findByText("Name is required", {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText("Invalid email address")).toBeTruthy();
});
