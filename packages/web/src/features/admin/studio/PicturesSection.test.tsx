// @vitest-environment happy-dom
/** The Studio tab's pictures in a real DOM: the photos and gallery as saved, the domain's refusals before anything is sent, the server's refusal under the file, and a removal that asks first. */
import { PICTURE_REFUSALS } from "@studio/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app";
import { useTRPC } from "../../../trpc";
import { PicturesSection } from "./PicturesSection";
import type { StudioDocument } from "./studio-document";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

const studioDocument = {
  producers: [
    {
      id: "p1",
      name: "Marcus",
      retired: false,
      photo: { src: "/pictures/0123456789abcdef.jpg", alt: "Marcus at the desk" },
    },
    { id: "p2", name: "Ana", retired: true, photo: { src: "/images/ana.svg", alt: "Ana" } },
  ],
  gallery: [
    { id: "g1", caption: "Recording Booth", alt: "The booth", src: "/media/booth.svg" },
    { id: "g2", caption: "Lounge", alt: "The lounge", src: "/media/lounge.svg" },
  ],
} as unknown as StudioDocument;

async function show() {
  const trpc = useTRPC();
  await renderWithApp(
    () => <PicturesSection document={studioDocument} />,
    (client) => client.setQueryData(trpc.admin.studio.get.queryKey(), studioDocument),
  );
}

const choose = (form: HTMLElement, bytes: string, name: string) => {
  const input = form.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([Uint8Array.from(bytes, (c) => c.charCodeAt(0))], name, { type: "image/jpeg" });
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  fireEvent.change(input);
};

it("shows each working producer's photo with its alt text, and the gallery in its order", async () => {
  await show();
  expect(screen.getAllByTestId("studio-photo")).toHaveLength(1);
  expect(screen.getByRole("img", { name: "Marcus at the desk" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Move Recording Booth up" })).toHaveProperty("disabled", true);
  expect(screen.getByRole("button", { name: "Move Lounge down" })).toHaveProperty("disabled", true);
  expect(screen.getByRole("button", { name: "Move Lounge up" })).toHaveProperty("disabled", false);
});

it("refuses an upload without a picture or alt text, and a PDF named .jpg, before sending", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  await show();
  const form = screen.getByRole("form", { name: "Photo of Marcus" });
  fireEvent.submit(form);
  await waitFor(() => expect(within(form).getByText(PICTURE_REFUSALS.missing)).toBeTruthy());
  expect(within(form).getByText(/^Alt text is required/)).toBeTruthy();
  choose(form, "%PDF-1.7 not a picture at all, whatever its name says", "photo.jpg");
  fireEvent.submit(form);
  await waitFor(() => expect(within(form).getByText(PICTURE_REFUSALS["not-a-picture"])).toBeTruthy());
  expect(fetch).not.toHaveBeenCalled();
});

it("sends the photo with its alt text as multipart, and shows the server's refusal under the file", async () => {
  const answer = {
    error: PICTURE_REFUSALS.damaged,
    issues: [{ path: "file", message: PICTURE_REFUSALS.damaged }],
  };
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 400 }));
  vi.stubGlobal("fetch", fetch);
  await show();
  const form = screen.getByRole("form", { name: "Photo of Marcus" });
  choose(form, `\xff\xd8\xff\xe0${"x".repeat(60)}`, "marcus.jpg");
  fireEvent.change(within(form).getByRole("textbox", { name: "Alt text (what the photo shows)" }), {
    target: { value: "Marcus at the desk" },
  });
  fireEvent.submit(form);
  await waitFor(() => expect(within(form).getByText(PICTURE_REFUSALS.damaged)).toBeTruthy());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/api/admin/studio/producers/p1/photo");
  expect(init.method).toBe("PUT");
  expect((init.body as FormData).get("alt")).toBe("Marcus at the desk");
});

it("takes no new file or text while a picture uploads, so its end clears nothing the owner chose next", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  await show();
  const form = screen.getByRole("form", { name: "Photo of Marcus" });
  const file = form.querySelector('input[type="file"]') as HTMLInputElement;
  const alt = within(form).getByRole("textbox", { name: "Alt text (what the photo shows)" });
  choose(form, `\xff\xd8\xff\xe0${"x".repeat(60)}`, "marcus.jpg");
  fireEvent.change(alt, { target: { value: "Marcus at the desk" } });
  expect(file.disabled).toBe(false);
  fireEvent.submit(form);
  await waitFor(() => expect(file.disabled).toBe(true));
  expect(alt).toHaveProperty("disabled", true);
});

it("asks before removing a gallery picture, and can keep it", async () => {
  await show();
  fireEvent.click(screen.getByRole("button", { name: "Remove Lounge" }));
  const question = screen.getByRole("group", { name: "Remove Lounge?" });
  expect(within(question).getByRole("button", { name: "Yes, remove it" })).toBeTruthy();
  fireEvent.click(within(question).getByRole("button", { name: "Keep it" }));
  expect(screen.queryByRole("group", { name: "Remove Lounge?" })).toBeNull();
});

it("changes a photo's alt text without a new picture: prefilled, checked, sent through tRPC", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify([{ result: { data: {} } }])));
  vi.stubGlobal("fetch", fetch);
  await show();
  const form = screen.getByRole("form", { name: "Alt text of Marcus's photo" });
  const alt = within(form).getByRole("textbox", { name: "Alt text of the current photo" });
  expect(alt).toHaveProperty("value", "Marcus at the desk");
  fireEvent.change(alt, { target: { value: "" } });
  fireEvent.submit(form);
  await waitFor(() => expect(within(form).getByText(/^Alt text is required/)).toBeTruthy());
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.change(alt, { target: { value: "Marcus at the SSL desk" } });
  fireEvent.submit(form);
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(String(url)).toContain("admin.studio.updateProducerPhoto");
  expect(String(init.body)).toContain("Marcus at the SSL desk");
});
