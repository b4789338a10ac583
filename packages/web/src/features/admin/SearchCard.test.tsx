// @vitest-environment happy-dom
import { CUSTOMER_QUERY_TEXT, customerQuerySchema } from "@studio/domain";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { SearchCard } from "./SearchCard";

/** The Privacy tab's card, as that tab sets it up; what it searches for goes to the returned spy. */
async function renderCard() {
  const onSearch = vi.fn();
  await renderWithApp(() => (
    <SearchCard
      id="find"
      title="Find a customer"
      label="Customer's e-mail or phone"
      schema={customerQuerySchema}
      onSearch={onSearch}
    />
  ));
  return onSearch;
}

describe("a staff tab's search card", () => {
  afterEach(cleanup);

  it("says why under the field and searches nothing when the text fails the rule", async () => {
    const onSearch = await renderCard();
    expect(screen.getByRole("form", { name: "Find a customer" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Customer's e-mail or phone"), "nobody");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(CUSTOMER_QUERY_TEXT)).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("searches for the text as the rule gives it back, and clears the message", async () => {
    const onSearch = await renderCard();
    const field = screen.getByLabelText("Customer's e-mail or phone");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(CUSTOMER_QUERY_TEXT)).toBeTruthy();
    await userEvent.type(field, "  ana@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith("ana@example.com"));
    expect(screen.queryByText(CUSTOMER_QUERY_TEXT)).toBeNull();
  });
});
