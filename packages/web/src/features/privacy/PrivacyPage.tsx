import { Stack, Text, Title } from "@mantine/core";
import { privacyNoticeSections } from "@studio/domain";
import { CancellationPolicy } from "../../components/StudioContact";
import { SubPage } from "../../components/SubPage";
import { useStudioProfile } from "../studio/use-studio-profile";

/** The privacy notice, rendered from the studio profile (its texts are the studio's to adjust). */
export function PrivacyPage() {
  const profile = useStudioProfile();
  return (
    <SubPage
      size="md"
      title="Privacy Notice"
      intro={`How ${profile.name} handles the personal data you give us on this site.`}
    >
      <Stack gap="xl">
        {privacyNoticeSections(profile).map((section) => (
          <section key={section.key} aria-labelledby={`privacy-${section.key}`}>
            <Title order={2} size="h3" id={`privacy-${section.key}`} mb="xs">
              {section.heading}
            </Title>
            <Text>{section.text}</Text>
          </section>
        ))}
        <section aria-labelledby="privacy-cancelling">
          <Title order={2} size="h3" id="privacy-cancelling" mb="xs">
            Cancelling a booking
          </Title>
          <Text>
            <CancellationPolicy profile={profile} />
          </Text>
        </section>
      </Stack>
    </SubPage>
  );
}
