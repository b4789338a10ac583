import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../features/admin/AdminPage";
import { pageHead } from "../page-head";

// Code-split by the router plugin: public pages never download the admin screen.
export const Route = createFileRoute("/admin")({
  staticData: { prerender: false, indexable: false },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Admin | ${p.name}`,
      description: `Staff access to ${p.name}'s diary.`,
    })),
  component: AdminPage,
});
