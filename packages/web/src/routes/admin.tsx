import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../features/admin/AdminPage";

// Code-split by the router plugin: public pages never download the admin screen.
export const Route = createFileRoute("/admin")({
  component: AdminPage,
});
