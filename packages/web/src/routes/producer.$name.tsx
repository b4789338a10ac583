import { portraitAlt } from "@studio/domain";
import { createFileRoute } from "@tanstack/react-router";
import { ProducerPage } from "../features/producer/ProducerPage";
import { findProducer } from "../features/studio/use-studio-profile";
import { notFoundHead, pageHead, producerPath, profileOf } from "../page-head";

export const Route = createFileRoute("/producer/$name")({
  staticData: {
    prerender: true,
    indexable: true,
    sitemap: (profile) => profile.producers.map((producer) => producerPath(producer.name)),
  },
  head: (args) => {
    const producer = findProducer(profileOf(args), args.params.name);
    if (!producer) return notFoundHead(profileOf(args));
    return pageHead(
      args,
      (p) => ({
        title: `${producer.name}, ${producer.title} | ${p.name}`,
        description: producer.bio,
        picture: { src: producer.image, alt: portraitAlt(producer) },
      }),
      producerPath(producer.name),
    );
  },
  component: ProducerRoute,
});

function ProducerRoute() {
  const { name } = Route.useParams();
  return <ProducerPage name={name} />;
}
