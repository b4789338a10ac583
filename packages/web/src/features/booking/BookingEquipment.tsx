import { Box, Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { HeadphonesIcon, MicIcon, SlidersIcon } from "../../components/icons";
import { AnchorLink } from "../../components/links";
import { highlightedEquipment } from "@studio/domain";
import { useStudioProfile } from "../studio/use-studio-profile";
import classes from "./BookingEquipment.module.css";

const equipmentIcons = [SlidersIcon, SlidersIcon, HeadphonesIcon, MicIcon];

/** The booking page's four highlighted pieces of gear, and the way to the rest. */
export function BookingEquipment() {
  const highlights = highlightedEquipment(useStudioProfile().equipment);
  return (
    <Box component="section" aria-labelledby="booking-equipment-title" mt={56}>
      <Title order={2} size="h3" id="booking-equipment-title" mb="md">
        Studio Equipment
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {highlights.map(({ name, description }, index) => {
          const Icon = equipmentIcons[index] ?? SlidersIcon;
          return (
            <Card key={name} withBorder padding="md" className={classes.card}>
              <ThemeIcon variant="light" size={40} mb="sm">
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={800}>{name}</Text>
              <Text size="sm" c="dark.1" lineClamp={2}>
                {description}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      <AnchorLink to="/equipment" mt="sm" display="inline-block" fw={600}>
        View all equipment
      </AnchorLink>
    </Box>
  );
}
