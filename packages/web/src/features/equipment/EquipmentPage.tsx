import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { ArrowLeftIcon } from "../../components/icons";
import { ButtonLink } from "../../components/links";
import { equipment } from "./equipment";
import classes from "./EquipmentPage.module.css";

export function EquipmentPage() {
  // Spec: the page scrolls to the top on load.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);

  return (
    <Container size="lg" py={56}>
      <ButtonLink to="/" variant="subtle" color="gray" leftSection={<ArrowLeftIcon size={16} />} mb="lg">
        Back to Home
      </ButtonLink>
      <Stack gap="xs" mb={40}>
        <Title order={1} className={classes.title}>
          Professional Equipment
        </Title>
        <Text c="dark.1" maw={680}>
          Industry-standard gear for tracking, production and mixing, set up and ready for your session.
        </Text>
      </Stack>

      <Stack gap={48}>
        {equipment.map((group) => (
          <section key={group.category} aria-labelledby={slug(group.category)}>
            <Title order={2} size="h3" id={slug(group.category)} mb="md">
              {group.category}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {group.items.map((item) => (
                <Card key={item.name} withBorder padding="lg" className={classes.card}>
                  <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
                    <Title order={3} size="h4">
                      {item.name}
                    </Title>
                    <Badge variant="light">{group.category}</Badge>
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
          <ButtonLink to="/booking" size="md">
            Book Your Session
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}

function slug(text: string): string {
  return `equipment-${text.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
