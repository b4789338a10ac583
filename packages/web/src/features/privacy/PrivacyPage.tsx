import { Container, Stack, Text, Title } from "@mantine/core";
import { privacyNoticeSections } from "@studio/domain";
import { useEffect } from "react";
import { ArrowLeftIcon } from "../../components/icons";
import { ButtonLink } from "../../components/links";
import { useStudioProfile } from "../studio/useStudioProfile";

/** The privacy notice, rendered from the studio profile (its texts are the studio's to adjust). */
export function PrivacyPage() {
  const profile = useStudioProfile();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return (
    <Container size="md" py={56}>
      <ButtonLink to="/" variant="subtle" color="gray" leftSection={<ArrowLeftIcon size={16} />} mb="lg">
        Back to Home
      </ButtonLink>
      <Stack gap="xs" mb={32}>
        <Title order={1}>Privacy Notice</Title>
        <Text c="dark.1">How {profile.name} handles the personal data you give us on this site.</Text>
      </Stack>
      <Stack gap="xl">
        {privacyNoticeSections(profile).map((section) => (
          <section key={section.key} aria-labelledby={`privacy-${section.key}`}>
            <Title order={2} size="h3" id={`privacy-${section.key}`} mb="xs">
              {section.heading}
            </Title>
            <Text>{section.text}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
