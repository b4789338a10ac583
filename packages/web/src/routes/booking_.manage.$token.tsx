import { createFileRoute } from "@tanstack/react-router";
import { ManagePage } from "../features/manage/ManagePage";
import { pageHead } from "../page-head";

export const Route = createFileRoute("/booking_/manage/$token")({
  staticData: { prerender: false, indexable: false },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Your Booking | ${p.name}`,
      description: `See, add to your calendar or cancel your recording session at ${p.name}.`,
    })),
  component: ManageRoute,
});

function ManageRoute() {
  return <ManagePage token={Route.useParams().token} />;
}
