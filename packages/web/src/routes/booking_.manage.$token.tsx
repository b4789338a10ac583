import { createFileRoute } from "@tanstack/react-router";
import { ManagePage } from "../features/manage/ManagePage";

export const Route = createFileRoute("/booking_/manage/$token")({
  component: ManageRoute,
});

function ManageRoute() {
  return <ManagePage token={Route.useParams().token} />;
}
