// @vitest-environment happy-dom
// Mantine's fields keep the ids the server rendered them with (patches/@mantine__hooks@9.6.2.patch):
// Mantine's own useId swapped in a random id as each field mounted, which rendered the field again
// at once, in the task that mounted it, and rewrote its label's and hints' links to it.
import { MantineProvider, TextInput } from "@mantine/core";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
afterEach(() => document.body.replaceChildren());

it("a Mantine field keeps the id the server gave it once the browser takes it over", async () => {
  const field = (
    <MantineProvider>
      <TextInput label="Your name" description="As on your card" />
    </MantineProvider>
  );
  const page = document.createElement("div");
  page.innerHTML = renderToString(field);
  document.body.append(page);
  const served = page.querySelector("input")?.id;
  expect(served).toMatch(/^mantine-/);

  await act(async () => {
    hydrateRoot(page, field);
  });

  const input = page.querySelector("input");
  expect(input?.id).toBe(served);
  expect(page.querySelector("label")?.getAttribute("for")).toBe(served);
  expect(input?.getAttribute("aria-describedby")).toBe(`${served}-description`);
});
