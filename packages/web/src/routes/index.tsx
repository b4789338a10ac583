import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/HomePage";
import { pageHead, where } from "../page-head";

export const Route = createFileRoute("/")({
  staticData: { prerender: true, indexable: true },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `${p.name} | Recording Studio in ${p.address.area}`,
      description: `Professional recording studio in ${where(p)}, near London Overground. Book sessions Friday to Sunday, 12PM to 6AM, with expert engineers.`,
    })),
  component: HomePage,
});
