// Renders a stored template to the two parts of an e-mail: HTML and plain text from the same
// React Email component.
import { render } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import type { MailTemplate } from "./model.js";
import { CustomerBooking } from "./templates/customer-booking.js";
import { PlainLines } from "./templates/plain-lines.js";
import { StaffNotice } from "./templates/staff-notice.js";

function element(template: MailTemplate): ReactElement {
  switch (template.name) {
    case "customer-booking":
      return createElement(CustomerBooking, template.props);
    case "staff-notice":
      return createElement(StaffNotice, template.props);
    case "summary":
    case "test":
      return createElement(PlainLines, template.props);
  }
}

export async function renderMail(template: MailTemplate): Promise<{ html: string; text: string }> {
  const node = element(template);
  const [html, text] = await Promise.all([
    render(node),
    render(node, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: 78,
        selectors: [{ selector: "h1", options: { uppercase: false } }],
      },
    }),
  ]);
  return { html, text };
}
