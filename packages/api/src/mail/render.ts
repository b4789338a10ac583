// Renders a stored template to the two parts of an e-mail: HTML from the React Email component,
// and the plain text converted from that HTML as React Email's own plainText option would (its
// selectors), by a converter compiled once: a second render and html-to-text's compile per mail
// were most of a mail's cost on the server's one thread.
import { plainTextSelectors, render } from "@react-email/render";
import { compile } from "html-to-text";
import { createElement, type ReactElement } from "react";
import type { MailTemplate } from "./model.js";
import { CustomerBooking } from "./templates/customer-booking.js";
import { HTML_ONLY } from "./templates/layout.js";
import { PaymentReceipt } from "./templates/payment-receipt.js";
import { PlainLines } from "./templates/plain-lines.js";
import { StaffEnrolment } from "./templates/staff-enrolment.js";
import { StaffNotice } from "./templates/staff-notice.js";
import { WaitlistMail } from "./templates/waitlist.js";

function element(template: MailTemplate): ReactElement {
  switch (template.name) {
    case "customer-booking":
      return createElement(CustomerBooking, template.props);
    case "staff-notice":
      return createElement(StaffNotice, template.props);
    case "payment-receipt":
      return createElement(PaymentReceipt, template.props);
    case "summary":
    case "test":
      return createElement(PlainLines, template.props);
    case "staff-enrolment":
      return createElement(StaffEnrolment, template.props);
    case "waitlist":
      return createElement(WaitlistMail, template.props);
  }
}

/** The plain-text part's converter, compiled on the first mail (~17 ms: not in the server's start). */
let toText: ((html: string) => string) | undefined;
const plainText = () =>
  (toText ??= compile({
    wordwrap: 78,
    selectors: [
      ...plainTextSelectors,
      { selector: "h1", options: { uppercase: false } },
      { selector: `.${HTML_ONLY}`, format: "skip" },
    ],
  }));

export async function renderMail(template: MailTemplate): Promise<{ html: string; text: string }> {
  const html = await render(element(template));
  return { html, text: plainText()(html.replace(/^<!DOCTYPE[^>]*>/i, "")) };
}
