import { createFileRoute } from "@tanstack/react-router";
import { ProducerPage } from "../features/producer/ProducerPage";

export const Route = createFileRoute("/producer/$name")({
  component: ProducerRoute,
});

function ProducerRoute() {
  const { name } = Route.useParams();
  return <ProducerPage name={name} />;
}
