// Renders a stored template to the two parts of an e-mail: HTML from the React Email component,
// and the plain text converted from that HTML as React Email's own plainText option would (its
// selectors), by a converter compiled once: a second render and html-to-text's compile per mail
// were most of a mail's cost on the server's one thread.
//
// The HTML is React's static markup, made in one synchronous call, with the doctype React Email's
// render() puts first. render() streams the same markup (plus React's `<!--$-->`-style markers, which
// no mail client shows) over several turns of the event loop: with requests answered between them,
// each mail's objects outlived the young generation and grew the old one, ~8-10 MB of the server's
// memory under the bench's mail (docs/performance.md).
import { plainTextSelectors } from "@react-email/render";
import { compile } from "html-to-text";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import type { MailTemplate } from "../store/mail-message.js";
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

/** The plain-text part's converter. */
const plainText = compile({
  wordwrap: 78,
  selectors: [
    ...plainTextSelectors,
    { selector: "h1", options: { uppercase: false } },
    { selector: `.${HTML_ONLY}`, format: "skip" },
  ],
});

/** The doctype React Email's render() gives every mail. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export async function renderMail(template: MailTemplate): Promise<{ html: string; text: string }> {
  const markup = renderToStaticMarkup(element(template)).replace(/<!DOCTYPE.*?>/, "");
  return { html: `${XHTML_DOCTYPE}${markup}`, text: plainText(markup) };
}
