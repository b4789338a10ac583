import { createFileRoute } from "@tanstack/react-router";
import { EquipmentPage } from "../features/equipment/EquipmentPage";

export const Route = createFileRoute("/equipment")({
  component: EquipmentPage,
});
