import { createFileRoute } from "@tanstack/react-router";
import { EquipmentPage } from "../features/equipment/EquipmentPage";
import { pageHead } from "../page-head";

export const Route = createFileRoute("/equipment")({
  staticData: { prerender: true, indexable: true },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Studio Equipment | ${p.name}`,
      description: `The gear at ${p.name}: UAD X8 interface, AVALON 737, Tube-Tech and SSL processing, FOCAL SM9 monitors and a U47 microphone.`,
    })),
  component: EquipmentPage,
});
