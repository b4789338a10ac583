// The e-mails look like the site (the domain's one palette: amber on the dark control room), and
// their text part lists each link once.
import { STUDIO_AMBER, STUDIO_DARK } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { type BookingNotice, customerBookingMail } from "./booking-mail.js";
import { renderMail } from "./render.js";
import { profile, storedBooking } from "../../test/helpers.js";

const booking = storedBooking({ totalCost: 7000 });
const manageUrl = `https://studio.example/booking/manage/${"A".repeat(43)}`;
const now = new Date();

const rendered = (notice: BookingNotice) =>
  renderMail(
    customerBookingMail(booking, notice, {
      profile,
      manageUrl,
      sequence: 0,
      now,
      takings: { paidPence: 0, balancePence: booking.totalCost },
    }).template!,
  );

const count = (text: string, part: string) => text.split(part).length - 1;

describe("the customer's e-mails", () => {
  it("are drawn in the site's palette", async () => {
    const { html } = await rendered("new");
    const css = html.toLowerCase();
    expect(css).toContain(`background-color:${STUDIO_DARK[9]}`.toLowerCase());
    expect(css).toContain(`background-color:${STUDIO_DARK[7]}`.toLowerCase());
    expect(css).toContain(`background-color:${STUDIO_AMBER[5]}`);
    expect(css).toContain('name="color-scheme" content="dark"');
  });

  for (const notice of ["new", "changed", "restored", "reminder"] as const) {
    it(`${notice}: the text part gives the manage link once; the HTML spells it out under the button`, async () => {
      const { html, text } = await rendered(notice);
      expect(count(text, manageUrl)).toBe(1);
      expect(text).toContain("Manage your booking");
      expect(count(html, `href="${manageUrl}"`)).toBe(2);
    });
  }

  it("cancelled: no manage action at all", async () => {
    const { html, text } = await rendered("cancelled");
    expect(count(text, manageUrl)).toBe(0);
    expect(html).not.toContain(manageUrl);
  });
});
