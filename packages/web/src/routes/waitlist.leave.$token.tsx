import { createFileRoute } from "@tanstack/react-router";
import { LeaveWaitlistPage } from "../features/waitlist/LeaveWaitlistPage";

export const Route = createFileRoute("/waitlist/leave/$token")({
  component: LeaveWaitlistRoute,
});

function LeaveWaitlistRoute() {
  return <LeaveWaitlistPage token={Route.useParams().token} />;
}
