import { createFileRoute } from "@tanstack/react-router";
import { LeaveWaitlistPage } from "../features/waitlist/LeaveWaitlistPage";
import { pageHead } from "../page-head";

export const Route = createFileRoute("/waitlist/leave/$token")({
  staticData: { prerender: false, indexable: false },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Leave the Waitlist | ${p.name}`,
      description: `Stop hearing about freed time on a night at ${p.name}.`,
    })),
  component: LeaveWaitlistRoute,
});

function LeaveWaitlistRoute() {
  return <LeaveWaitlistPage token={Route.useParams().token} />;
}
