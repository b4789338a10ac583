import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../features/privacy/PrivacyPage";
import { pageHead } from "../page-head";

export const Route = createFileRoute("/privacy")({
  staticData: { prerender: true, indexable: true },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Privacy Notice | ${p.name}`,
      description: `What ${p.name} keeps about its customers and visitors, why, for how long, and their rights. No tracking cookies.`,
    })),
  component: PrivacyPage,
});
