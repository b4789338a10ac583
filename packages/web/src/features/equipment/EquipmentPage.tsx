import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "../../components/links";
import { SubPage } from "../../components/SubPage";
import { useStudioProfile } from "../studio/use-studio-profile";
import classes from "./EquipmentPage.module.css";

/** The studio's gear by group, as the owner keeps it in the Studio tab. */
export function EquipmentPage() {
  const { equipment } = useStudioProfile();
  return (
    <SubPage
      size="lg"
      title="Professional Equipment"
      titleClassName={classes.title}
      intro="Industry-standard gear for tracking, production and mixing, set up and ready for your session."
      introWidth={680}
    >
      <Stack gap={48}>
        {equipment.map((group) => (
          <section key={group.group} aria-labelledby={slug(group.group)}>
            <Title order={2} size="h3" id={slug(group.group)} mb="md">
              {group.group}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {group.items.map((item) => (
                <Card key={item.name} withBorder padding="lg" className={classes.card}>
                  <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
                    <Title order={3} size="h4">
                      {item.name}
                    </Title>
                    <Badge variant="light">{group.group}</Badge>
                  </Group>
                  <Text c="dark.1">{item.description}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>

      <Card withBorder padding="xl" mt={56} className={classes.cta}>
        <Stack align="center" ta="center" gap="sm">
          <Title order={2} size="h3">
            Ready to use this gear on your next record?
          </Title>
          <Text c="dark.1">Sessions run Friday to Sunday, 12PM to 6AM.</Text>
          <ButtonLink to="/booking" size="lg">
            Book Your Session
          </ButtonLink>
        </Stack>
      </Card>
    </SubPage>
  );
}

function slug(text: string): string {
  return `equipment-${text.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
