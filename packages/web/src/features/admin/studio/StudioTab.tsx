// The owner's Studio tab: the site's producers, pictures, prices, policies (the deposit and terms too), equipment and details, each section saved on its
// own and live on the site within seconds; the history of saves, each one able to be put back; and the settings downloaded
// as a file.
import { Anchor, Divider, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import { DepositPolicyForm } from "./DepositPolicyForm";
import { DetailsForm } from "./DetailsForm";
import { EquipmentForm } from "./EquipmentForm";
import { HistorySection } from "./HistorySection";
import { PicturesSection } from "./PicturesSection";
import { PoliciesForm } from "./PoliciesForm";
import { PricesForm } from "./PricesForm";
import { ProducersSection } from "./ProducersSection";

export function StudioTab() {
  const trpc = useTRPC();
  const studio = useQuery(trpc.admin.studio.get.queryOptions());
  if (studio.isPending) return <TabLoader label="Loading the studio's settings..." />;
  if (studio.isError)
    return <Text role="alert">The studio's settings could not be loaded. Please try again.</Text>;
  const document = studio.data;
  return (
    <Stack gap="xl">
      <ProducersSection document={document} />
      <Divider />
      <PicturesSection document={document} />
      <Divider />
      <PricesForm prices={document.prices} />
      <Divider />
      <PoliciesForm policies={document.policies} />
      <Divider />
      <DepositPolicyForm policies={document.policies} />
      <Divider />
      <EquipmentForm equipment={document.equipment} />
      <Divider />
      <DetailsForm details={document.details} />
      <Divider />
      <HistorySection />
      <Divider />
      <Text size="sm">
        <Anchor href="/api/admin/studio/export" download="studio.json" underline="always">
          Download the studio's settings
        </Anchor>{" "}
        (a file in the shape of the profile, to keep or to bring to a new install; the uploaded pictures it
        names stay in the server's pictures folder, which backups hold and the import copies).
      </Text>
    </Stack>
  );
}
