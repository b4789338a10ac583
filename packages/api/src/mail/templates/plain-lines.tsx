// The upcoming-bookings summary and the test e-mail: a heading and a few lines (and, for a staff
// enrolment, what follows them). The inbox's preview is the first line.
import type { ReactNode } from "react";
import type { SummaryProps, TestProps } from "../../store/mail-message.js";
import { Layout, Lines } from "./layout.js";

export function PlainLines(props: (SummaryProps | TestProps) & { children?: ReactNode }) {
  return (
    <Layout brand={props.brand} preview={props.lines[0] ?? props.heading} heading={props.heading}>
      <Lines lines={props.lines} />
      {props.children}
    </Layout>
  );
}
